import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { REQUEST_ID_HEADER } from '@hirerelay/contracts';
import { PinoNestLogger, sanitizeRequestId } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import type { TGatewayEnv } from './config/env.js';
import { clientErrorHandler } from './common/http/client-errors.plugin.js';
import { frameworkErrorHandler } from './common/http/framework-errors.plugin.js';
import { DEFAULT_BODY_LIMIT } from './common/http/json-body.plugin.js';
import { MAX_PATH_PARAM_LENGTH } from './common/http/path-params.pipe.js';

/**
 * Builds the Nest application. `preview` builds the module graph without creating providers,
 * which is all the OpenAPI export needs (no servers have to be running).
 */
export function createApp(
  config: TGatewayEnv,
  logger: Logger,
  options: { preview?: boolean } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) =>
      sanitizeRequestId(request.headers[REQUEST_ID_HEADER]),
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler(logger),
    clientErrorHandler: clientErrorHandler(logger),
    trustProxy: config.TRUST_PROXY,
    // Refused in the house shape by useRequiredHostHeader, not with Node's bare 400.
    http: { requireHostHeader: false },
  });
  return NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), adapter, {
    logger: new PinoNestLogger(logger),
    preview: options.preview ?? false,
    abortOnError: false,
  });
}
