import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';

/** The W3C header that carries a trace between processes (in NATS headers and outbox rows). */
export const TRACEPARENT_HEADER = 'traceparent';

/**
 * Whether this process started the OpenTelemetry SDK (`startTracing`, only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set). While it is off, every helper here returns at once: no span
 * objects, no header, no column value, so an untraced process pays nothing for them.
 */
let enabled = false;

export function tracingEnabled(): boolean {
  return enabled;
}

/** Set by `startTracing` once the SDK runs (and by unit tests around a test tracer provider). */
export function setTracingEnabled(on: boolean): void {
  enabled = on;
}

/** What nats.js `MsgHdrs` offers: read and write one header. */
export interface HeaderReader {
  get(name: string): string;
}
export interface HeaderWriter {
  set(name: string, value: string): void;
}

const headerSetter: TextMapSetter<HeaderWriter> = {
  set: (carrier, key, value) => carrier.set(key, value),
};

const headerGetter: TextMapGetter<HeaderReader> = {
  // The W3C propagator asks for its own header names; nothing needs to list the others.
  keys: () => [],
  // nats.js answers '' for a header that is not there.
  get: (carrier, key) => carrier.get(key) || undefined,
};

/** Writes the active (or the given) context's `traceparent` into outgoing NATS headers. */
export function injectTraceContext(headers: HeaderWriter, from: Context = context.active()): void {
  if (!enabled) return;
  propagation.inject(from, headers, headerSetter);
}

/** The remote parent a message's headers carry (the root context when they carry none). */
export function extractTraceContext(headers: HeaderReader | undefined): Context {
  if (!enabled || !headers) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, headers, headerGetter);
}

/** The active span's `traceparent`, to store with an outbox row (undefined when none is active). */
export function currentTraceparent(): string | undefined {
  if (!enabled) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier[TRACEPARENT_HEADER];
}

/** The context a stored `traceparent` names (the root context for none or a malformed one). */
export function contextFromTraceparent(traceparent: string | null | undefined): Context {
  if (!enabled || !traceparent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { [TRACEPARENT_HEADER]: traceparent });
}

/** The active span's trace id, for log lines (undefined when tracing is off or no span is active). */
export function activeTraceId(): string | undefined {
  if (!enabled) return undefined;
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const spanContext = span.spanContext();
  return trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

const tracer = () => trace.getTracer('@hirerelay/nest-common');

export interface SpanOptions {
  kind: SpanKind;
  /** The remote parent (extracted from headers or an outbox row); the active context otherwise. */
  parent?: Context;
  attributes?: Attributes;
}

/**
 * Runs `work` inside a span named `name` (made the active one, so pg, Redis and nested RPC spans
 * become its children), ending it when the promise settles and marking it failed on a throw.
 * Without tracing it only runs `work`.
 */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span?: Span) => Promise<T>,
): Promise<T> {
  if (!enabled) return work();
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Starts a span for work that ends elsewhere (an RPC handler's Observable); `undefined` when off. */
export function startSpan(name: string, options: SpanOptions): { span: Span; context: Context } | undefined {
  if (!enabled) return undefined;
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** Runs `fn` with `ctx` active (as it is when tracing is off). */
export function withContext<T>(ctx: Context | undefined, fn: () => T): T {
  return ctx ? context.with(ctx, fn) : fn();
}

export function markFailed(span: Span, error: unknown): void {
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
  if (error instanceof Error) span.recordException(error);
}

/** Attributes of a NATS message's span (OpenTelemetry's messaging conventions). */
export function natsAttributes(subject: string, operation: 'send' | 'receive' | 'process'): Attributes {
  return {
    'messaging.system': 'nats',
    'messaging.destination.name': subject,
    'messaging.operation.type': operation,
  };
}

export { SpanKind };
