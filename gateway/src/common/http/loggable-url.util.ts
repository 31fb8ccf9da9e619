/**
 * Query parameters that are credentials in their own right: the token of an e-mailed page
 * (`/reset-password?token=…`, the one-time sign-in link's `/login/link?token=…`, the e-mail change's
 * `/confirm-email?token=…`) and a download link's signature (`/api/files/download?…&sig=…`).
 * Whoever reads the logs must not be able to replay them.
 */
const SECRET_PARAMETERS = new Set(['token', 'sig']);

export const REDACTED = '[redacted]';

/**
 * The request URL as logs may record it: path and query kept for diagnosis, secret values replaced.
 * Works on the raw text (never throws on malformed percent-encoding) and matches names the way the
 * query parser reads them, so `%74oken=` is redacted too.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}
