// @ts-check
// The emulator's HTTP server: the Stripe API under /v1 (form-encoded requests, Bearer
// `sk_test_…` keys, idempotency keys, Stripe's JSON and errors), the hosted Checkout and portal
// pages, and the control API under /_emulator. `createEmulator` builds it without listening,
// so tests can run it in-process; main.mjs runs it as a program.

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Billing } from './billing.mjs';
import { Clock } from './clock.mjs';
import { controlRoutes } from './control.mjs';
import { invalidApiKey, invalidRequest, noApiKey, StripeError, unrecognizedUrl } from './errors.mjs';
import { parseForm, readStringList } from './form.mjs';
import { checkoutPage } from './pages/checkout-page.mjs';
import { portalPage } from './pages/portal-page.mjs';
import { receiptFor, receiptHtml, receiptPdf } from './pages/receipt-page.mjs';
import { catalogRoutes } from './resources/catalog.mjs';
import { CHECKOUT_PAGE, checkoutRoutes, PORTAL_PAGE, registerIncludables } from './resources/checkout.mjs';
import { customerRoutes } from './resources/customers.mjs';
import { invoiceRoutes } from './resources/invoices.mjs';
import { paymentMethodRoutes } from './resources/payment-methods.mjs';
import { paymentRoutes } from './resources/payments.mjs';
import { scheduleRoutes } from './resources/schedules.mjs';
import { subscriptionRoutes } from './resources/subscriptions.mjs';
import { webhookRoutes } from './resources/webhook-endpoints.mjs';
import { matchRoute } from './router.mjs';
import { Store } from './store.mjs';
import { API_VERSION, Webhooks } from './webhooks.mjs';

/** @typedef {import('./router.mjs').Ctx} Ctx */

const API_ROUTES = [
  ...customerRoutes,
  ...catalogRoutes,
  ...subscriptionRoutes,
  ...scheduleRoutes,
  ...invoiceRoutes,
  ...paymentMethodRoutes,
  ...paymentRoutes,
  ...checkoutRoutes,
  ...webhookRoutes,
];

const MAX_BODY = 1024 * 1024;

/**
 * @param {{
 *   dataFile?: string | null,
 *   retry?: Partial<import('./webhooks.mjs').RetryConfig>,
 *   log?: (line: string) => void,
 * }} [opts]
 */
export function createEmulator(opts = {}) {
  const log = opts.log ?? (() => {});
  const store = new Store({ file: opts.dataFile ?? null });
  store.load();
  registerIncludables(store);
  const clock = new Clock(store.clockOffset);
  const webhooks = new Webhooks({ store, clock, retry: opts.retry, log });
  const billing = new Billing({ store, clock, webhooks });
  /** @type {Ctx} */
  const ctx = { store, clock, billing, webhooks };
  /** Responses of POSTs by idempotency key (key → request fingerprint and answer). */
  const idempotent = new Map();

  const save = () => {
    store.clockOffset = clock.offsetSeconds;
    store.save();
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (err instanceof StripeError) return sendJson(res, err.status, err.toJSON());
      log(`error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      if (!res.headersSent)
        sendJson(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      else res.end();
    });
  });

  // Receipts are linked from invoices made without a request at hand (renewals): at the address
  // the stand-in listens on.
  server.on('listening', () => {
    const address = server.address();
    if (address && typeof address === 'object') {
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      billing.publicBaseUrl = `http://${host}:${String(address.port)}`;
    }
  });

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const baseUrl = `http://${req.headers.host ?? '127.0.0.1'}`;
    const raw = await readBody(req);

    if (path === '/healthz') return sendText(res, 200, 'ok');
    if (path === '/')
      return sendText(
        res,
        200,
        'Local Stripe stand-in (no real payment). API at /v1, control API at /_emulator.',
      );
    const receipt = method === 'GET' ? receiptFor(path, store) : null;
    if (receipt) {
      if (!receipt.invoice) return sendText(res, 404, 'No such receipt.');
      if (receipt.format === 'pdf') {
        const pdf = receiptPdf(receipt.invoice);
        res.writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="Receipt-${String(receipt.invoice.number)}.pdf"`,
          'content-length': pdf.length,
          'cache-control': 'no-store',
        });
        return res.end(pdf);
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(receiptHtml(receipt.invoice));
    }
    if (path.startsWith(`${CHECKOUT_PAGE}/`) || path.startsWith(`${PORTAL_PAGE}/`)) {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const [, , , id = '', action = null] = path.split('/');
      const m = method === 'POST' ? 'POST' : 'GET';
      const result = path.startsWith(CHECKOUT_PAGE)
        ? checkoutPage(m, id, form, ctx)
        : portalPage(m, id, action, form, url.searchParams, ctx);
      if (m === 'POST') save();
      if (result.redirect) {
        res.writeHead(303, { location: result.redirect });
        return res.end();
      }
      res.writeHead(result.status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end(result.html);
    }
    if (path.startsWith('/_emulator/')) {
      const found = matchRoute(controlRoutes, method, path);
      try {
        if (!found) throw unrecognizedUrl(method, path);
        /** @type {unknown} */
        let body = {};
        if (raw.trim()) {
          try {
            body = JSON.parse(raw);
          } catch {
            body = undefined;
          }
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw invalidRequest('The control API takes a JSON object as its body.');
        const answer = await found.route.handle(
          /** @type {Record<string, any>} */ (body),
          found.params,
          url.searchParams,
          ctx,
        );
        if (method !== 'GET') save();
        return sendJson(res, 200, answer);
      } catch (err) {
        if (err instanceof StripeError) return sendJson(res, err.status, err.toJSON());
        throw err;
      }
    }

    // The Stripe API.
    const requestId = `req_${randomBytes(7).toString('hex')}`;
    res.setHeader('request-id', requestId);
    res.setHeader('stripe-version', String(req.headers['stripe-version'] ?? API_VERSION));
    try {
      checkApiKey(req.headers.authorization);
      if (!path.startsWith('/v1/')) throw unrecognizedUrl(method, path);
      const found = matchRoute(API_ROUTES, method, path);
      if (!found) throw unrecognizedUrl(method, path);
      const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const fingerprint = `${method} ${path} ${raw}`;
      if (typeof key === 'string') {
        const seen = idempotent.get(key);
        if (seen) {
          if (seen.fingerprint !== fingerprint)
            throw new StripeError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          res.setHeader('idempotent-replayed', 'true');
          return sendJson(res, seen.status, seen.body);
        }
      }
      const params = { ...parseForm(url.search.slice(1)), ...(method === 'POST' ? parseForm(raw) : {}) };
      const expand = readStringList(params.expand, 'expand');
      delete params.expand;
      let status = 200;
      let answer;
      try {
        answer = found.route.handle(
          { method, path, params: found.params, body: params, expand, baseUrl },
          ctx,
        );
      } catch (err) {
        if (!(err instanceof StripeError)) throw err;
        status = err.status;
        answer = err.toJSON();
      }
      if (method !== 'GET') save();
      if (typeof key === 'string') {
        idempotent.set(key, { fingerprint, status, body: answer });
        res.setHeader('idempotency-key', key);
      }
      return sendJson(res, status, answer);
    } catch (err) {
      if (err instanceof StripeError) return sendJson(res, err.status, err.toJSON());
      throw err;
    }
  }

  return {
    server,
    store,
    clock,
    billing,
    webhooks,
    /** Stop retries and close the server. */
    async close() {
      webhooks.reset();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeAllConnections?.();
    },
  };
}

/**
 * Any test-mode key (`sk_test_…`, `rk_test_…`) as Bearer or Basic user name; none → 401.
 * @param {string | undefined} header
 */
function checkApiKey(header) {
  if (!header) throw noApiKey();
  let key = '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header);
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (bearer) key = (bearer[1] ?? '').trim();
  else if (basic)
    key =
      Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')[0] ?? '';
  if (!key) throw noApiKey();
  if (!/^(sk|rk)_test_\w+$/.test(key)) throw invalidApiKey(key);
}

/** @param {http.IncomingMessage} req */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY)
      throw new StripeError(413, { type: 'invalid_request_error', message: 'Request body too large.' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store' });
  res.end(JSON.stringify(body, null, 2));
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function sendText(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}
