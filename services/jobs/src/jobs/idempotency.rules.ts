import { createHash } from 'node:crypto';
import { AppError, ErrorCode, IDEMPOTENCY_KEY_TTL_MS, IdempotencyMessages } from '@hirerelay/contracts';
import type { z } from 'zod';

/** The writes that honour an idempotency key (the `operation` column). */
export const IDEMPOTENT_OPERATIONS = { import: 'job.import', chatPost: 'message.post' } as const;
export type TIdempotentOperation = (typeof IDEMPOTENT_OPERATIONS)[keyof typeof IDEMPOTENT_OPERATIONS];

/** One keyed write: whose, which, its key and the fingerprint of its request. */
export interface KeyedRequest {
  userId: string;
  operation: TIdempotentOperation;
  key: string;
  fingerprint: string;
}

/** JSON with its object keys sorted at every depth and `undefined` left out: one text per value. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the request's normalized body: equal for the same details in any key order. */
export function requestFingerprint(body: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * The id of the job a keyed import creates, the same for every repeat of the same request: racing
 * repeats reserve billing's one application for one job id and insert one job row (the loser's
 * insert finds it). A UUID (version 4 bits, RFC 9562 variant) made from the request's hash.
 */
export function keyedJobId(request: KeyedRequest): string {
  const hash = createHash('sha256')
    .update(`${request.userId}\n${request.operation}\n${request.key}\n${request.fingerprint}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x40;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Rows created before this are expired: a repeat after it is a new request. */
export const idempotencyCutoff = (now: Date): Date => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);

/**
 * What a repeat of a keyed write answers: the stored reply when its request is the same (read with
 * the write's reply schema), else CONFLICT: the key was used for another request.
 */
export function replayOrRefuse<T>(
  stored: { fingerprint: string; reply: unknown },
  request: KeyedRequest,
  schema: z.ZodType<T>,
): T {
  if (stored.fingerprint !== request.fingerprint) {
    throw new AppError(ErrorCode.Conflict, IdempotencyMessages.keyReused);
  }
  return schema.parse(stored.reply);
}
