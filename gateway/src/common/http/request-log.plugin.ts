import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { loggableUrl } from './loggable-url.util.js';

/** The access log line of one request; secrets in the query are redacted (see loggableUrl). */
export function logRequestCompleted(logger: Logger, request: FastifyRequest, reply: FastifyReply): void {
  logger.info(
    {
      method: request.method,
      url: loggableUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    },
    'request completed',
  );
}
