// @ts-check
// Routes of the API (`/v1/...`): a method, a path pattern with `:params`, and a handler that gets
// the parsed request and the emulator's parts and returns the JSON to send.

/**
 * @typedef {import('./store.mjs').Store} Store
 * @typedef {import('./clock.mjs').Clock} Clock
 * @typedef {import('./billing.mjs').Billing} Billing
 * @typedef {import('./webhooks.mjs').Webhooks} Webhooks
 * @typedef {{ store: Store, clock: Clock, billing: Billing, webhooks: Webhooks }} Ctx
 * @typedef {{
 *   method: string, path: string, params: Record<string, string>,
 *   body: Record<string, any>, expand: string[], baseUrl: string,
 * }} Req
 * @typedef {{ method: string, path: string, handle: (req: Req, ctx: Ctx) => unknown }} Route
 */

/**
 * @template {{ method: string, path: string }} R
 * @param {R[]} routes
 * @param {string} method
 * @param {string} path
 * @returns {{ route: R, params: Record<string, string> } | null}
 */
export function matchRoute(routes, method, path) {
  const parts = path.split('/').filter(Boolean);
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    /** @type {Record<string, string>} */
    const params = {};
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      const p = /** @type {string} */ (pattern[i]);
      const v = /** @type {string} */ (parts[i]);
      if (p.startsWith(':')) {
        try {
          params[p.slice(1)] = decodeURIComponent(v);
        } catch {
          ok = false; // not a valid id: no such route
        }
      } else ok = p === v;
    }
    if (ok) return { route, params };
  }
  return null;
}
