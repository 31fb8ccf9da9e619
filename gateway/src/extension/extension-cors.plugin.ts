import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The one route the browser extension calls from its own pages. */
export const EXTENSION_JOBS_PATH = '/api/extension/jobs';

/** A Chrome extension's origin: its id is 32 letters a–p. */
const EXTENSION_ORIGIN = /^chrome-extension:\/\/[a-p]{32}$/;

export const isExtensionOrigin = (origin: string | undefined): origin is string =>
  origin !== undefined && EXTENSION_ORIGIN.test(origin);

const PREFLIGHT_MAX_AGE_SECONDS = 600;

function allowExtension(reply: FastifyReply, origin: string): void {
  void reply
    .header('access-control-allow-origin', origin)
    .header('access-control-expose-headers', 'retry-after, x-request-id');
}

/**
 * CORS for the extension's route, for extension origins only: the extension's popup and service
 * worker send `Authorization` with JSON, which needs a preflight. Web origins get no CORS header
 * (their pages cannot read the answer, and they hold no token anyway), and no credentials are ever
 * allowed: the route authenticates by its bearer token alone. Every answer (refusals included)
 * carries the header, so the extension can show the server's own refusal text.
 */
export function useExtensionCors(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.url.split('?', 1)[0] !== EXTENSION_JOBS_PATH) {
      done();
      return;
    }
    const origin = request.headers.origin;
    void reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      if (isExtensionOrigin(origin)) {
        allowExtension(reply, origin);
        void reply
          .header('access-control-allow-methods', 'POST')
          .header('access-control-allow-headers', 'authorization, content-type, idempotency-key')
          .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
      void reply.status(204).send();
      return;
    }
    if (isExtensionOrigin(origin)) allowExtension(reply, origin);
    done();
  });
}
