import { Inject, Injectable } from '@nestjs/common';
import { BackgroundWork, LOGGER } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { IdempotencyKeyRepository } from './idempotency-key.repository.js';

/** How often expired keys are looked for: they only take room, so rarely. */
export const IDEMPOTENCY_CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
/** Rows one delete takes at most (a short statement; the loop goes on while batches come back full). */
export const IDEMPOTENCY_CLEANUP_BATCH = 1_000;

/**
 * Deletes idempotency keys older than their 24 hours, so keys of users who never write again do
 * not stay for ever (a user's own expired keys also go on their next keyed write). Every replica
 * runs it; a batch skips the rows another replica's batch holds, so they share the work.
 */
@Injectable()
export class IdempotencyKeyCleanup extends BackgroundWork {
  constructor(
    private readonly keys: IdempotencyKeyRepository,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(logger, {
      name: 'idempotency-key-cleanup',
      intervalMs: IDEMPOTENCY_CLEANUP_INTERVAL_MS,
      batchSize: IDEMPOTENCY_CLEANUP_BATCH,
    });
  }

  protected runBatch(limit: number): Promise<number> {
    return this.keys.deleteExpired(limit);
  }
}
