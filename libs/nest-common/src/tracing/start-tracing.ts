import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import { setTracingEnabled } from './trace-context.js';

/** What the SDK of a process that traces keeps, to flush on the way out. */
let running: { shutdown(): Promise<void> } | undefined;

/**
 * Starts OpenTelemetry's tracing in this app, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (then
 * spans go there as OTLP over HTTP, JSON); otherwise it returns at once and no OpenTelemetry SDK
 * module is even loaded. Each app's `main.ts` awaits it first and imports everything else after:
 * the apps are ES modules, whose imports are only patched (pg, Redis, Nest, Fastify) when
 * OpenTelemetry's loader hook is registered (`module.register`) before they are loaded.
 * `OTEL_SERVICE_NAME` names the app in the spans (default: the app's name).
 */
export async function startTracing(app: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (running) return true;
  // A worker thread (jobs' page extraction) reports nothing of its own.
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || !isMainThread) return false;

  // The loader hook wraps only the modules the instrumentations below ask for (sent over this
  // channel as they are enabled), not every module the app loads.
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, registerOptions);
  const [
    { context, propagation, trace },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { resourceFromAttributes },
    { BatchSpanProcessor, TracerProvider },
    { OTLPTraceExporter },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { RedisInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-redis'),
    import('@fastify/otel'),
  ]);

  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || app }),
    spanProcessors: [
      new BatchSpanProcessor({
        // Reads OTEL_EXPORTER_OTLP_ENDPOINT (and OTEL_EXPORTER_OTLP_HEADERS) itself: `<endpoint>/v1/traces`.
        exporter: new OTLPTraceExporter(),
        scheduledDelayMillis: positiveNumber(env.OTEL_BSP_SCHEDULE_DELAY) ?? 5_000,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(),
      // The gateway's routes (Nest on Fastify). OpenTelemetry's Nest instrumentation (0.71) stops
      // before Nest 12, and would see no NATS handler anyway: those spans are ours (trace-context.ts).
      // The request span and the route handler's span only: a span per lifecycle hook (onRequest,
      // preHandler, onSend… for each plugin's hook) was 13 of ~25 spans on GET /api/jobs, most of
      // the tracing cost, and says little the request and handler spans do not.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      // Spans only inside a traced operation: the pool's idle checks and the relay's polls are noise.
      new PgInstrumentation({ requireParentSpan: true }),
      new RedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  // The hook knows every module to patch before the app's own imports start.
  await waitForAllMessagesAcknowledged();
  running = provider;
  setTracingEnabled(true);
  return true;
}

/** Exports the spans still buffered (an app calls it as it shuts down). */
export async function stopTracing(): Promise<void> {
  const sdk = running;
  running = undefined;
  setTracingEnabled(false);
  await sdk?.shutdown().catch(() => undefined);
}

function positiveNumber(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}
