// Tracing first: with OTEL_EXPORTER_OTLP_ENDPOINT set, OpenTelemetry's module hooks must be in place
// before Nest, Fastify and Redis load, so the gateway is imported after it (unset, nothing is loaded).
import type { TGatewayEnv } from './config/env.js';

const { startTracing } = await import('@hirerelay/nest-common/tracing');
await startTracing('gateway');
await import('reflect-metadata');
const { ConfigError, createLogger, startInternalHealth } = await import('@hirerelay/nest-common');
const { NATS, REDIS } = await import('./common/infra/infra.providers.js');
const { setUpHttp } = await import('./common/http/http-setup.plugin.js');
const { loadGatewayConfig } = await import('./config/env.js');
const { createApp } = await import('./create-app.js');
const { buildOpenApiDocument, serveOpenApi } = await import('./openapi/openapi.util.js');
const { serveWeb } = await import('./web/serve-web.controller.js');

const logger = createLogger('gateway');
let config: TGatewayEnv;
try {
  config = loadGatewayConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  logger.fatal({ problems: error.problems }, 'invalid configuration');
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
logger.level = config.LOG_LEVEL;
// Its own port (INTERNAL_PORT), never the public one; not ready from the first SIGTERM, before
// Nest's shutdown hooks close the HTTP server.
const readiness = await startInternalHealth(config, logger);

const app = await createApp(config, logger);
await setUpHttp(app, logger);
serveOpenApi(app, buildOpenApiDocument(app));
if (config.WEB_DIST_DIR) await serveWeb(app, config.WEB_DIST_DIR);
// Drained and closed: exit 0, not killed again by the signal (a failed shutdown exits 1).
app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
await app.listen({ port: config.PORT, host: config.HOST });
// Ready when NATS (every request goes through it) and Redis (sessions' limits) answer; the
// services' own readiness is theirs, so one service down does not take every gateway out.
const nats = app.get<{ rtt(): Promise<unknown> }>(NATS, { strict: false });
const redis = app.get<{ ping(): Promise<unknown> }>(REDIS, { strict: false });
readiness.started({ nats: () => nats.rtt(), redis: () => redis.ping() });
// The Node it runs on, for operators and for the test that the apps run on the project's Node.
logger.info({ url: `http://${config.HOST}:${config.PORT}`, node: process.version }, 'gateway ready');
