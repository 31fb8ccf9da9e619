import { AppError, ErrorCode } from '@hirerelay/contracts';
import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exceedsJsonDepth } from './json-depth.util.js';
import { GatewayMessages } from '../gateway.messages.js';

/**
 * The largest body any route takes unless it says otherwise: the biggest ordinary form, a contact
 * message of 5,000 characters, is under 32 KB even with every character escaped.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The deepest nesting any route's body has is two (a profile's list of languages); room to grow. */
const MAX_JSON_DEPTH = 16;

// A JSON client may escape every character as \uXXXX: six bytes for each UTF-16 unit the shared
// length limits count. The slack covers keys, punctuation and small fields.
const BYTES_PER_ESCAPED_CHARACTER = 6;
const FIELD_SLACK_BYTES = 8 * 1024;

/** The body limit for a route whose text fields may together hold `characters` characters. */
export const jsonBodyLimitFor = (characters: number): number =>
  characters * BYTES_PER_ESCAPED_CHARACTER + FIELD_SLACK_BYTES;

/** Raises the body limit of one route above DEFAULT_BODY_LIMIT (see applyRouteBodyLimits). */
export const BodyLimit = (bytes: number) => RouteConfig({ bodyLimit: bytes });

/**
 * The route gets its JSON body unparsed, as the bytes that arrived (a Buffer), with its own body
 * limit: for signed webhooks, whose signature covers the exact bytes. Every other route keeps the
 * guarded parser. (One decorator for both: a second RouteConfig would replace the first.)
 */
export const RawJsonBody = (bodyLimit: number) => RouteConfig({ bodyLimit, rawJsonBody: true });

const wantsRawBody = (request: Pick<FastifyRequest, 'routeOptions'>): boolean =>
  (request.routeOptions.config as { rawJsonBody?: unknown } | undefined)?.rawJsonBody === true;

/**
 * JSON bodies are refused when nested deeper than MAX_JSON_DEPTH, checked on the raw text before
 * parsing, then parsed by Fastify's own parser, which keeps its refusal of `__proto__` and
 * `constructor.prototype` keys. Registered through Nest so Nest does not add its default parser.
 */
export function useGuardedJsonParser(app: NestFastifyApplication): void {
  const parseJson = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error') as (
    request: unknown,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => void;
  app.useBodyParser('application/json', { bodyLimit: DEFAULT_BODY_LIMIT }, (request, body, done) => {
    if (wantsRawBody(request)) {
      done(null, body);
      return;
    }
    const text = body.toString('utf8');
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      done(new AppError(ErrorCode.Validation, GatewayMessages.bodyTooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** Gives routes marked with @BodyLimit their own limit (Fastify reads it from the route options). */
export function applyRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const bodyLimit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof bodyLimit === 'number') route.bodyLimit = bodyLimit;
  });
}
