// Tracing first: with OTEL_EXPORTER_OTLP_ENDPOINT set, OpenTelemetry's module hooks must be in place
// before Nest, pg and Redis load, so the service is imported after it (unset, nothing is loaded).
const { startTracing } = await import('@hirerelay/nest-common/tracing');
await startTracing('notifications');
await import('reflect-metadata');
const { runService } = await import('@hirerelay/nest-common');
const { AppModule } = await import('./app.module.js');
const { ZNotificationsEnv } = await import('./config/env.js');
const { createDatabase } = await import('./database.js');

await runService({
  name: 'notifications',
  rootModule: AppModule,
  createDatabase,
  configSchema: ZNotificationsEnv,
});
