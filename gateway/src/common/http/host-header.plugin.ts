import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { FastifyInstance } from 'fastify';
import { GatewayMessages } from '../gateway.messages.js';

/**
 * HTTP/1.1 requires a Host header. Node's HTTP server refuses a request without one by itself, with
 * a bare 400 (no body, no security headers, no request id), so the server is created with
 * `requireHostHeader: false` (create-app.ts) and the refusal is made here instead, after the
 * request-id and security-header hooks: the house error body like every other refusal.
 * HTTP/1.0 never required it and stays accepted.
 */
export function useRequiredHostHeader(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.httpVersion !== '1.0' && !request.headers.host) {
      done(new AppError(ErrorCode.Validation, GatewayMessages.hostRequired));
      return;
    }
    done();
  });
}
