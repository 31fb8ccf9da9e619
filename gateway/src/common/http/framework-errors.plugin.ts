import { REQUEST_ID_HEADER } from '@hirerelay/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { toHttpError } from '../filters/http-error.filter.js';
import { logRequestCompleted } from './request-log.plugin.js';
import { securityHeaderValues } from './security-headers.plugin.js';

/**
 * Fastify's `frameworkErrors` option: a URL it cannot route (malformed percent-encoding in a path
 * parameter, a parameter over `maxParamLength`) is refused before any hook runs, so neither the
 * request-id hook nor helmet nor the access log would see it, and Fastify's own body would echo
 * the path. This answers it like any other refusal: the house error body (never the path), the
 * request id, the same helmet headers, and an access-log line.
 */
export function frameworkErrorHandler(logger: Logger) {
  const securityHeaders = securityHeaderValues();
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    // No hook ran, so the request context that puts the id in log lines is not set either.
    const requestLogger = logger.child({ requestId: request.id });
    reply.raw.once('finish', () => logRequestCompleted(requestLogger, request, reply));
    const { status, body } = toHttpError(error, request.id);
    if (status >= 500) requestLogger.error({ err: error, method: request.method }, 'request failed');
    void reply
      .status(status)
      .headers(securityHeaders)
      .header(REQUEST_ID_HEADER, request.id)
      .header('cache-control', 'no-store')
      .send(body);
  };
}
