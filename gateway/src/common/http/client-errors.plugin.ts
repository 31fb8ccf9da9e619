import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { REQUEST_ID_HEADER } from '@hirerelay/contracts';
import type { ConnectionError } from 'fastify';
import type { Logger } from 'pino';
import { toHttpError } from '../filters/http-error.filter.js';
import { JSON_CONTENT_TYPE } from './json-content-type.util.js';
import { securityHeaderValues } from './security-headers.plugin.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser refuses some requests before Fastify
 * sees them (a raw byte above 0x7F in the request line, a request line or headers over the 16 KB
 * limit, a timeout), and Fastify's default answer carries neither the house error body nor the
 * security headers nor a request id. Only a socket is left at that point, so the answer is
 * written by hand: the house body, the request id, and the same headers helmet sets elsewhere.
 */
export function clientErrorHandler(logger: Logger) {
  const securityHeaders = securityHeaderValues();
  return (error: ConnectionError, socket: Socket): void => {
    // The client went away, or an answer is already on its way: nothing more to say.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = statusOf(error.code);
    const requestId = randomUUID();
    const { body } = toHttpError({ statusCode: status }, requestId);
    const payload = JSON.stringify(body);
    const headers: Record<string, string | number> = {
      ...securityHeaders,
      'content-type': JSON_CONTENT_TYPE,
      'content-length': Buffer.byteLength(payload),
      'cache-control': 'no-store',
      connection: 'close',
      [REQUEST_ID_HEADER]: requestId,
    };
    logger.info({ requestId, status, code: error.code }, 'request refused by the HTTP parser');
    if (socket.writable) {
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
      socket.write(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${head}\r\n\r\n${payload}`);
    }
    socket.destroy();
  };
}

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}
