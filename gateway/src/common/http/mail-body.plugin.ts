import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorCodes, type FastifyRequest } from 'fastify';
import { DEFAULT_BODY_LIMIT } from './json-body.plugin.js';

const MAIL_CONTENT_TYPE = 'message/rfc822';

/**
 * The route takes `message/rfc822` bodies (a raw e-mail), unparsed, as the bytes that arrived (a
 * Buffer), with its own body limit: for the signed inbound mail webhook, whose signature covers
 * the exact bytes. Fastify refuses a body over the limit with 413 from its Content-Length before
 * reading it, and stops reading a chunked one once it passes the limit.
 */
export const RawMailBody = (bodyLimit: number) => RouteConfig({ bodyLimit, rawMailBody: true });

const wantsRawMail = (request: Pick<FastifyRequest, 'routeOptions'>): boolean =>
  (request.routeOptions.config as { rawMailBody?: unknown } | undefined)?.rawMailBody === true;

/** Raw e-mails reach @RawMailBody routes only; every other route answers them with 415. */
export function useRawMailParser(app: NestFastifyApplication): void {
  app.useBodyParser(MAIL_CONTENT_TYPE, { bodyLimit: DEFAULT_BODY_LIMIT }, (request, body, done) => {
    if (wantsRawMail(request)) done(null, body);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(MAIL_CONTENT_TYPE), undefined);
  });
}
