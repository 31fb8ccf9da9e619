import { Inject, Injectable } from '@nestjs/common';
import { BackgroundWork, LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TJobsEnv } from '../config/env.js';
import { Transactions } from '../database.js';
import { FollowUpRepository } from './follow-up.repository.js';
import { followUpCutoff } from './follow-up.rules.js';

/** Jobs (or stale tasks) one transaction takes; their rows stay locked until it commits. */
export const FOLLOW_UP_BATCH_SIZE = 100;

/**
 * Makes the follow-up tasks of quiet applications and cancels the ones that no longer apply, off
 * the request path on a timer (FOLLOW_UP_INTERVAL_MS). A batch first cancels due tasks whose job
 * replied, left Applied or was turned off, then makes a task for each job whose next follow-up is
 * due (FOLLOW_UP_AFTER_DAYS after Applied, or after its first task closed; at most two), all under
 * row locks that skip other replicas' (SKIP LOCKED), so each job gets each task once however many
 * replicas run. Candidates come from a partial index holding only jobs that could take one.
 */
@Injectable()
export class FollowUpWork extends BackgroundWork {
  constructor(
    private readonly transactions: Transactions,
    private readonly followUps: FollowUpRepository,
    @Inject(SERVICE_CONFIG) private readonly config: TJobsEnv,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(logger, {
      name: 'follow-ups',
      intervalMs: config.FOLLOW_UP_INTERVAL_MS,
      batchSize: FOLLOW_UP_BATCH_SIZE,
    });
  }

  protected runBatch(limit: number): Promise<number> {
    return this.transactions.run(async (tx) => {
      const now = new Date();
      const cancelled = await this.followUps.cancelStale(tx, now, limit);
      const days = this.config.FOLLOW_UP_AFTER_DAYS;
      const made = await this.followUps.createDue(tx, followUpCutoff(now, days), days, limit);
      return Math.max(cancelled, made.length);
    });
  }
}
