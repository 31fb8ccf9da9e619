import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { RESUME_MAX_BYTES } from '@hirerelay/domain';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REQUEST_ID_HEADER } from '@hirerelay/contracts';
import { recordHttpRequest, requestContext } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { useExtensionCors } from '../../extension/extension-cors.plugin.js';
import { closeConnectionsWhenIdleOnClose } from './close-connections.plugin.js';
import { HttpErrorFilter, toHttpError } from '../filters/http-error.filter.js';
import { useResponseCompression } from './compression.plugin.js';
import { useRawFormParser } from './form-body.plugin.js';
import { useRawMailParser } from './mail-body.plugin.js';
import { applyRouteBodyLimits, useGuardedJsonParser } from './json-body.plugin.js';
import { loggableUrl } from './loggable-url.util.js';
import { logRequestCompleted } from './request-log.plugin.js';
import { useRequiredHostHeader } from './host-header.plugin.js';
import { useSecurityHeaders } from './security-headers.plugin.js';

/**
 * What any multipart request may hold: the uploads take one file and no text fields, so a text
 * field (each would be buffered in memory, 1 MB apiece by default) or a second part is refused
 * with 413. A future form that needs a field raises `fields` for its own route; fieldSize still
 * bounds it. Per-route file limits are tighter (see the upload handlers).
 */
const MULTIPART_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 0,
  fieldSize: 1024,
  parts: 1,
  headerPairs: 20,
} as const;

/**
 * Cross-cutting HTTP behaviour: request ids (accepted from a trusted caller when well-formed,
 * otherwise made here), returned in a header and carried into every log line and NATS request;
 * security headers; one error shape for every failure, even those Fastify raises before Nest runs
 * (and, through frameworkErrorHandler, before routing); JSON bodies bounded in size and depth;
 * API answers compressed (see compression.plugin.ts for which); each answer counted and timed by
 * route for the metrics (the internal port's /metrics); on shutdown, each connection closed as soon
 * as its request is answered.
 */
export async function setUpHttp(app: NestFastifyApplication, logger: Logger): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    logRequestCompleted(logger, request, reply);
    // By the route's pattern (`/api/jobs/:id`), never the URL: the labels stay a bounded set.
    recordHttpRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  fastify.setErrorHandler((error, request, reply) => {
    const { status, body } = toHttpError(error, request.id);
    if (status >= 500) logger.error({ err: error, url: loggableUrl(request.url) }, 'request failed');
    void reply.status(status).send(body);
  });

  closeConnectionsWhenIdleOnClose(fastify);
  applyRouteBodyLimits(fastify);
  useGuardedJsonParser(app);
  useRawFormParser(app);
  useRawMailParser(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  useSecurityHeaders(fastify);
  useRequiredHostHeader(fastify);
  useExtensionCors(fastify);
  await useResponseCompression(fastify);

  app.useGlobalFilters(new HttpErrorFilter(logger));
}
