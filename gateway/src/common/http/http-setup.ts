import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { RESUME_MAX_BYTES } from '@hirerelay/domain';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REQUEST_ID_HEADER } from '@hirerelay/contracts';
import { requestContext } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { HttpErrorFilter, toHttpError } from '../filters/http-error.filter.js';

/**
 * Cross-cutting HTTP behaviour: request ids (accepted from a trusted caller when well-formed,
 * otherwise made here), returned in a header and carried into every log line and NATS request;
 * security headers; one error shape for every failure, even those Fastify raises before Nest runs.
 */
export async function setUpHttp(app: NestFastifyApplication, logger: Logger): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    logger.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
  fastify.setErrorHandler((error, request, reply) => {
    const { status, body } = toHttpError(error, request.id);
    if (status >= 500) logger.error({ err: error, url: request.url }, 'request failed');
    void reply.status(status).send(body);
  });

  await app.register(fastifyCookie);
  // Per-route limits are tighter (see the upload handlers); these bound any multipart request.
  await app.register(fastifyMultipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });
  await app.register(helmet, {
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
  });

  app.useGlobalFilters(new HttpErrorFilter(logger));
}
