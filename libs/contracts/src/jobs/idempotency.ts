import { z } from 'zod';

/**
 * The HTTP header a client names one submission with (an import, a chat post): a retry of the same
 * submission carries the same key, and jobs answers the first reply again instead of doing it twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * Not in spec: the key's refusals, said by the gateway (a malformed header, VALIDATION) and jobs (a
 * key sent again with another request, CONFLICT). Server-only, so not in JobsMessages, which the SPA
 * bundles whole.
 */
export const IdempotencyMessages = {
  keyInvalid: 'The Idempotency-Key header must be 1 to 100 printable ASCII characters.',
  keyReused: 'This request was already made with different details.',
} as const;

/** 1–100 printable ASCII characters (a UUID, typically). */
export const ZIdempotencyKey = z
  .string(IdempotencyMessages.keyInvalid)
  .regex(/^[\x20-\x7e]{1,100}$/, IdempotencyMessages.keyInvalid);
export type TIdempotencyKey = z.infer<typeof ZIdempotencyKey>;

/** The optional key of a write RPC (ImportJobRpc, PostJobMessageRpc), passed on from the header. */
export const ZIdempotencyKeyField = z.object({ idempotencyKey: ZIdempotencyKey.optional() });

/** How long jobs keeps a key's reply: a retry later than this is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
