import { headers } from '@nats-io/transport-node';
import { context, propagation, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  activeTraceId,
  contextFromTraceparent,
  currentTraceparent,
  extractTraceContext,
  injectTraceContext,
  inSpan,
  setTracingEnabled,
} from './trace-context.js';

const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });

/** What `startTracing` sets up, with spans kept in memory. */
function tracingOn(): void {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  setTracingEnabled(true);
}

function tracingOff(): void {
  setTracingEnabled(false);
  trace.disable();
  propagation.disable();
  context.disable();
}

afterEach(() => exporter.reset());

describe('with tracing on', () => {
  beforeAll(tracingOn);
  afterAll(tracingOff);

  it('writes the active span as `traceparent` in NATS headers, and reads it back as the remote parent', async () => {
    const natsHeaders = headers();
    let sent = { traceId: '', spanId: '' };
    await inSpan('jobs.list.v1', { kind: SpanKind.CLIENT }, async (span) => {
      sent = span!.spanContext();
      injectTraceContext(natsHeaders);
    });

    const header = natsHeaders.get('traceparent');
    expect(header).toBe(`00-${sent.traceId}-${sent.spanId}-01`);
    const remote = trace.getSpanContext(extractTraceContext(natsHeaders));
    expect(remote).toMatchObject({ traceId: sent.traceId, spanId: sent.spanId, isRemote: true });
  });

  it('opens a child span of the remote context: same trace, its parent the caller span', async () => {
    const natsHeaders = headers();
    natsHeaders.set('traceparent', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');

    const seen = await inSpan(
      'jobs.list.v1',
      { kind: SpanKind.SERVER, parent: extractTraceContext(natsHeaders) },
      async () => ({ traceId: activeTraceId(), traceparent: currentTraceparent() }),
    );

    const [span] = exporter.getFinishedSpans();
    expect(span).toMatchObject({ name: 'jobs.list.v1', kind: SpanKind.SERVER });
    expect(span!.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(span!.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    // Inside it, logs and outbox rows name that span.
    expect(seen.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(seen.traceparent).toBe(`00-0af7651916cd43dd8448eb211c80319c-${span!.spanContext().spanId}-01`);
  });

  it('turns a stored traceparent back into its context, and none or a malformed one into a new trace', () => {
    const stored = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(trace.getSpanContext(contextFromTraceparent(stored))).toMatchObject({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
    });
    expect(contextFromTraceparent(null)).toBe(ROOT_CONTEXT);
    expect(trace.getSpanContext(contextFromTraceparent('00-garbage-01'))).toBeUndefined();
    expect(trace.getSpanContext(extractTraceContext(headers()))).toBeUndefined();
  });

  it('marks a span failed when its work throws, and ends it', async () => {
    await expect(
      inSpan('jobs.list.v1', { kind: SpanKind.SERVER }, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    const [span] = exporter.getFinishedSpans();
    expect(span?.status).toMatchObject({ code: 2, message: 'boom' });
  });

  it('writes no header outside a span', () => {
    const natsHeaders = headers();
    injectTraceContext(natsHeaders);
    expect(natsHeaders.get('traceparent')).toBe('');
    expect(currentTraceparent()).toBeUndefined();
  });
});

describe('with tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('adds nothing: no header, no stored traceparent, no trace id, no span', async () => {
    const natsHeaders = headers();
    const inside = await inSpan('jobs.list.v1', { kind: SpanKind.CLIENT }, async (span) => {
      injectTraceContext(natsHeaders);
      return { span, traceparent: currentTraceparent(), traceId: activeTraceId() };
    });
    expect(inside).toEqual({ span: undefined, traceparent: undefined, traceId: undefined });
    expect(natsHeaders.get('traceparent')).toBe('');
    natsHeaders.set('traceparent', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    expect(extractTraceContext(natsHeaders)).toBe(ROOT_CONTEXT);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
