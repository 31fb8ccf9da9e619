import { NoRespondersError, RequestError, TimeoutError } from '@nats-io/transport-node';
import { Counter, Gauge, Histogram } from 'prom-client';
import { DURATION_BUCKETS_SECONDS, metricsRegistry } from './metrics-registry.js';

/**
 * NATS request/reply, seen from both ends. Labels are bounded: `subject` is a contract's subject
 * (a service only runs handlers it registered; the client only asks contracts), `code` one of
 * ErrorCode, `outcome` one of RpcCallOutcome.
 */
const serverRequests = new Counter({
  name: 'hirerelay_rpc_server_requests_total',
  help: 'RPC requests this service handled, by subject and result code (OK, or the AppError code it answered)',
  labelNames: ['subject', 'code'],
  registers: [metricsRegistry],
});
const serverDuration = new Histogram({
  name: 'hirerelay_rpc_server_duration_seconds',
  help: 'Time from receiving an RPC request to its answer (handler included), by subject',
  labelNames: ['subject'],
  buckets: DURATION_BUCKETS_SECONDS,
  registers: [metricsRegistry],
});
const clientRequests = new Counter({
  name: 'hirerelay_rpc_client_requests_total',
  help:
    'RPC requests this process sent, by subject and transport outcome (ok: a reply came, refusals ' +
    'included; timeout; no_responders: nobody serves the subject; error: anything else)',
  labelNames: ['subject', 'outcome'],
  registers: [metricsRegistry],
});
const clientAttempts = new Counter({
  name: 'hirerelay_rpc_client_attempts_total',
  help:
    'Sends of RPC requests by subject and transport outcome: a request retried after a replica ' +
    'died or nobody served it counts once in hirerelay_rpc_client_requests_total and once per send here',
  labelNames: ['subject', 'outcome'],
  registers: [metricsRegistry],
});
const clientDuration = new Histogram({
  name: 'hirerelay_rpc_client_duration_seconds',
  help: 'Time from sending an RPC request to its reply or failure, by subject',
  labelNames: ['subject'],
  buckets: DURATION_BUCKETS_SECONDS,
  registers: [metricsRegistry],
});
const subscriptions = new Gauge({
  name: 'hirerelay_rpc_subscriptions',
  help:
    'RPC subscriptions this replica holds (1 each), by subject and queue group: the sum over ' +
    'replicas counts the members of each queue group',
  labelNames: ['subject', 'queue'],
  registers: [metricsRegistry],
});

export type RpcCallOutcome = 'ok' | 'timeout' | 'no_responders' | 'error';

/** What a failed request's error was, as the transport saw it (a reply carrying an AppError is ok). */
export function rpcCallOutcome(error: unknown): RpcCallOutcome {
  if (error === undefined) return 'ok';
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof NoRespondersError) return 'no_responders';
  if (error instanceof RequestError && error.cause instanceof NoRespondersError) return 'no_responders';
  return 'error';
}

const seconds = (startedMs: number) => (performance.now() - startedMs) / 1000;

/** One request a service answered (`code` 'OK', or the AppError code it sent back), timed from `startedMs`. */
export function recordRpcHandled(subject: string, code: string, startedMs: number): void {
  serverRequests.inc({ subject, code });
  serverDuration.observe({ subject }, seconds(startedMs));
}

/** One request sent by an RpcClient, timed from `startedMs`; `error` is what the exchange failed with. */
export function recordRpcCall(subject: string, startedMs: number, error?: unknown): void {
  clientRequests.inc({ subject, outcome: rpcCallOutcome(error) });
  clientDuration.observe({ subject }, seconds(startedMs));
}

/** One send of a request (the first or a retry); `error` is what that send failed with. */
export function recordRpcAttempt(subject: string, error?: unknown): void {
  clientAttempts.inc({ subject, outcome: rpcCallOutcome(error) });
}

/** The subscriptions this replica's RPC server holds now (replacing any earlier set). */
export function recordRpcSubscriptions(held: Iterable<{ subject: string; queue: string | undefined }>): void {
  subscriptions.reset();
  for (const { subject, queue } of held) subscriptions.set({ subject, queue: queue ?? '' }, 1);
}
