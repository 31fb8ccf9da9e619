import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every response, in one place, as helmet options. They depend on nothing
 * in the request, so helmet runs once, at start, and its headers are set on every answer as they
 * are (`useSecurityHeaders`; the framework-error and client-error handlers send the same ones).
 * Not annotated with helmet's options type: its ESM entry declares the types twice.
 */
export const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Served over plain http on localhost; TLS termination in front adds HSTS instead.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const;

/**
 * The headers helmet sets with the house options, computed once. The gateway used to register
 * @fastify/helmet, which ran `helmet(options)` for every request and so parsed and serialised the
 * CSP directives anew each time; the values never change, so they are computed here once.
 */
export function securityHeaderValues(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(SECURITY_HEADERS)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.freeze(headers);
}

/** Sets the security headers on every response of the instance (routed or not, the SPA's files too). */
export function useSecurityHeaders(fastify: FastifyInstance): void {
  const headers = securityHeaderValues();
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
