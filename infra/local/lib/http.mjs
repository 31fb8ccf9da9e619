// @ts-check
// What the stand-ins' HTTP servers (the Twilio and drafting-model stand-ins) share: reading a
// request's body under a size cap, their JSON and text answers, and the request listener that
// turns a thrown error into the vendor's error body.

/**
 * The request's body as text, refused with `tooLarge()` (and the request ended) past `maxBytes`.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} maxBytes
 * @param {() => Error} tooLarge
 * @returns {Promise<string>}
 */
export function readBody(req, maxBytes, tooLarge) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(tooLarge());
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The request's URL, upper-case method and path without trailing slashes (`/` for the root).
 * @param {import('node:http').IncomingMessage} req
 */
export function requestTarget(req) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return { url, method, path };
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} value */
export function sendJson(res, status, value) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(value));
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text */
export function sendText(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/**
 * A request listener running `handle`: an error it throws is answered with `knownError`'s reply
 * when that recognises it (the vendor's own refusals), otherwise logged and answered with a 500
 * carrying `internalError` (or the response just ended if it had begun).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>} handle
 * @param {{
 *   log: (line: string) => void,
 *   internalError: unknown,
 *   knownError?: (err: unknown) => { status: number, body: unknown } | null,
 * }} options
 * @returns {import('node:http').RequestListener}
 */
export function answerRequests(handle, { log, internalError, knownError = () => null }) {
  return (req, res) => {
    handle(req, res).catch((err) => {
      const known = knownError(err);
      if (known) return sendJson(res, known.status, known.body);
      log(`error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      if (!res.headersSent) sendJson(res, 500, internalError);
      else res.end();
    });
  };
}
