import { NoRespondersError, RequestError, TimeoutError } from '@nats-io/transport-node';

/** What decides whether a request may be sent again: the contract's flag and the request's key. */
interface RetryableRpc {
  readonly idempotent: boolean;
}

/** At most this many sends of one request (the first and two retries). */
export const RPC_MAX_ATTEMPTS = 3;
/**
 * The share of the request's deadline the first send of a read waits (and each retry at most): a
 * replica killed mid-request never answers, and the retry to another one must still fit in the
 * deadline. Reads answer in milliseconds; 40 % of the gateway's 5 s is 2 s.
 */
export const RPC_READ_ATTEMPT_SHARE = 0.4;
/**
 * The same for a keyed write, whose work may legitimately take most of its deadline (an import
 * reads a page for up to 7 of its 10 s): sent again only when the first send clearly died.
 */
export const RPC_KEYED_WRITE_ATTEMPT_SHARE = 0.8;
/** No send waits less (a shorter remainder is not worth a retry). */
export const RPC_MIN_ATTEMPT_MS = 250;
/** The pause before a retry after "no responders" (a queue group momentarily empty). */
export const RPC_RETRY_PAUSE_MS = [50, 200] as const;

/**
 * How much of the deadline each send of `payload` may wait when it may be sent twice: a read-only
 * contract (`defineRpc(…, { idempotent: true })`), or a write whose request carries an
 * `idempotencyKey` that its service honours. Null: sent once.
 */
export function rpcAttemptShare(contract: RetryableRpc, payload: unknown): number | null {
  if (contract.idempotent) return RPC_READ_ATTEMPT_SHARE;
  if (typeof payload !== 'object' || payload === null) return null;
  const key = (payload as { idempotencyKey?: unknown }).idempotencyKey;
  return typeof key === 'string' && key.length > 0 ? RPC_KEYED_WRITE_ATTEMPT_SHARE : null;
}

/** Nobody answered in time, or nobody serves the subject (NATS's 503 status). */
export function isLostRequest(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  return error instanceof RequestError && error.cause instanceof NoRespondersError;
}

/**
 * Sends a request (`send(timeoutMs)`) within `totalMs`; a retryable one (`attemptShare` not null,
 * see rpcAttemptShare) is sent again, to whichever replica NATS picks, when the send timed out or
 * found no responders. Each send but the last waits at most `attemptShare` of the deadline; the
 * last gets what remains. A non-retryable request is sent once with the whole deadline. Any other
 * failure (a reply, even an error) ends it.
 */
export async function withRpcRetry<T>(
  attemptShare: number | null,
  totalMs: number,
  send: (timeoutMs: number) => Promise<T>,
): Promise<T> {
  if (attemptShare === null) return send(totalMs);
  const deadline = performance.now() + totalMs;
  const share = Math.max(RPC_MIN_ATTEMPT_MS, Math.round(totalMs * attemptShare));
  for (let attempt = 1; ; attempt += 1) {
    const remaining = Math.max(1, Math.round(deadline - performance.now()));
    const last = attempt >= RPC_MAX_ATTEMPTS || remaining <= share;
    try {
      return await send(last ? remaining : share);
    } catch (error) {
      if (last || !isLostRequest(error)) throw error;
      const pause = error instanceof TimeoutError ? 0 : (RPC_RETRY_PAUSE_MS[attempt - 1] ?? 0);
      if (deadline - performance.now() - pause < RPC_MIN_ATTEMPT_MS) throw error;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
