import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorCodes, type FastifyRequest } from 'fastify';
import { DEFAULT_BODY_LIMIT } from './json-body.plugin.js';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * The route takes `application/x-www-form-urlencoded` bodies, unparsed, as the bytes that arrived
 * (a Buffer), with its own body limit: for Twilio's signed webhooks, the one caller that posts forms.
 */
export const RawFormBody = (bodyLimit: number) => RouteConfig({ bodyLimit, rawFormBody: true });

const wantsRawForm = (request: Pick<FastifyRequest, 'routeOptions'>): boolean =>
  (request.routeOptions.config as { rawFormBody?: unknown } | undefined)?.rawFormBody === true;

/**
 * Form bodies reach @RawFormBody routes only; every other route takes JSON and answers a form with
 * 415 (Nest's default form parser, which this replaces, handed them parsed forms no route reads,
 * and a form is what another site can post cross-origin without a preflight). Registered through
 * Nest so Nest does not add its default parser.
 */
export function useRawFormParser(app: NestFastifyApplication): void {
  app.useBodyParser(FORM_CONTENT_TYPE, { bodyLimit: DEFAULT_BODY_LIMIT }, (request, body, done) => {
    if (wantsRawForm(request)) done(null, body);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(FORM_CONTENT_TYPE), undefined);
  });
}
