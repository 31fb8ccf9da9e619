import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorCodes, type FastifyRequest } from 'fastify';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * The route takes `application/x-www-form-urlencoded` bodies, unparsed, as the bytes that arrived
 * (a Buffer), with its own body limit: for Twilio's signed webhooks, the one caller that posts
 * forms. Every other route keeps refusing form bodies with 415, as before this parser existed.
 */
export const RawFormBody = (bodyLimit: number) => RouteConfig({ bodyLimit, rawFormBody: true });

const wantsRawForm = (request: Pick<FastifyRequest, 'routeOptions'>): boolean =>
  (request.routeOptions.config as { rawFormBody?: unknown } | undefined)?.rawFormBody === true;

/** Registers the form parser that only @RawFormBody routes accept. */
export function useRawFormParser(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'buffer' }, (request, body, done) => {
      if (wantsRawForm(request)) done(null, body);
      else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(FORM_CONTENT_TYPE), undefined);
    });
}
