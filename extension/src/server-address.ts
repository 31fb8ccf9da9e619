/**
 * The HireRelay server the extension talks to: an origin only (scheme, host, port). https is
 * required except on this computer, where the local system runs on plain http
 * (`http://localhost:8080`): the token travels in every request.
 */
export type TServerAddress = { ok: true; origin: string } | { ok: false; message: string };

export const ServerAddressMessages = {
  required: 'Enter the address of your HireRelay site.',
  invalid: 'Enter a web address such as https://hirerelay.com.',
  httpsRequired: 'Use an https:// address (plain http only works for this computer).',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function parseServerAddress(input: string): TServerAddress {
  const text = input.trim();
  if (text === '') return { ok: false, message: ServerAddressMessages.required };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: ServerAddressMessages.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: ServerAddressMessages.invalid };
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    return { ok: false, message: ServerAddressMessages.invalid };
  }
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    return { ok: false, message: ServerAddressMessages.httpsRequired };
  }
  return { ok: true, origin: url.origin };
}

/** Only web pages can be job pages: not the browser's own pages, files or the extension. */
export function isSendableUrl(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
