import { z } from 'zod';
import { JobsMessages } from './messages.js';

/**
 * The HTTP header a client names one submission with (an import, a chat post): a retry of the same
 * submission carries the same key, and jobs answers the first reply again instead of doing it twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 1–100 printable ASCII characters (a UUID, typically). */
export const ZIdempotencyKey = z
  .string(JobsMessages.idempotencyKeyInvalid)
  .regex(/^[\x20-\x7e]{1,100}$/, JobsMessages.idempotencyKeyInvalid);
export type TIdempotencyKey = z.infer<typeof ZIdempotencyKey>;

/** The optional key of a write RPC (ImportJobRpc, PostJobMessageRpc), passed on from the header. */
export const ZIdempotencyKeyField = z.object({ idempotencyKey: ZIdempotencyKey.optional() });

/** How long jobs keeps a key's reply: a retry later than this is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
