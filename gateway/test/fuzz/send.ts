import http from 'node:http';
import net from 'node:net';
import type { FuzzRequest } from './requests.js';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /**
   * The gateway closed the connection while an oversized body was still being sent: HTTP allows
   * a server to refuse a body it will not read that way (RFC 9112 §9.6), and the client may lose
   * the answer it sent first.
   */
  closedEarly?: true;
}

/**
 * Bodies a server may refuse unread: above the smallest body limit the gateway may set (16 KB).
 * Smaller ones fit in the socket buffers, so they are always sent whole and must be answered.
 */
const OVERSIZED_BODY = 16 * 1024;

/** How long the gateway may take before it counts as having stopped answering. */
const ANSWER_DEADLINE_MS = 15_000;

/**
 * Sends a request byte for byte with node:http (fetch would normalise the path and refuse some
 * headers), on a fresh connection, and reads the whole answer.
 */
export function send(baseUrl: string, request: FuzzRequest): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        agent: false,
        headers: {
          ...request.headers,
          ...(request.body === undefined ? {} : { 'content-length': String(request.body.length) }),
        },
      },
      (response) => {
        if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          // An open event stream (GET /api/events) never ends: its answer is its status and headers.
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.alloc(0) });
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(ANSWER_DEADLINE_MS, () =>
      outgoing.destroy(new Error(`the gateway did not answer within ${ANSWER_DEADLINE_MS} ms`)),
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const refusedBody =
        (request.body?.length ?? 0) > OVERSIZED_BODY && ['EPIPE', 'ECONNRESET'].includes(error.code ?? '');
      if (refusedBody) resolve({ status: 0, headers: {}, body: Buffer.alloc(0), closedEarly: true });
      else reject(new Error(`no answer from the gateway: ${error.message}`));
    });
    outgoing.end(request.body);
  });
}

/**
 * Sends bytes node:http would refuse to (raw bytes above 0x7F in the path, a request line or
 * headers beyond the server's limits) over a plain socket and parses the answer.
 */
export function sendRaw(baseUrl: string, head: string, { host = true } = {}): Promise<Answer> {
  const url = new URL(baseUrl);
  const hostLine = host ? `\r\nhost: ${url.host}` : '';
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => {
      socket.end(Buffer.from(`${head}${hostLine}\r\nconnection: close\r\n\r\n`, 'latin1'));
    });
    socket.setTimeout(ANSWER_DEADLINE_MS, () =>
      socket.destroy(new Error(`the gateway did not answer within ${ANSWER_DEADLINE_MS} ms`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => reject(new Error(`no answer from the gateway: ${error.message}`)));
    socket.on('close', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

function parseAnswer(raw: Buffer): Answer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: http.IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function unchunk(chunked: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = chunked.indexOf('\r\n', offset);
    const size = parseInt(chunked.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(chunked.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
