import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { JobOverdueEvent } from '@hirerelay/contracts';
import { enqueueEvent, LOGGER, OUTBOX_RELAY, SERVICE_CONFIG, type OutboxRelay } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TJobsEnv } from '../config/env.js';
import { Transactions } from '../database.js';
import { QueueRepository } from './queue.repository.js';

/** Jobs alerted per transaction; a sweep goes on until none is left. */
const SWEEP_BATCH = 100;

/**
 * The overdue alert: every JOB_OVERDUE_SWEEP_INTERVAL_MS, the Saved jobs past their due time that
 * have had no alert are marked alerted in the same transaction as their
 * `events.jobs.job-overdue.v1` is written to the outbox, so each job alerts once whatever crashes
 * or how many replicas sweep (their row locks skip each other's jobs). notifications e-mails the
 * assignee, or staff's inbox when nobody owns the job.
 */
@Injectable()
export class OverdueSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly logger: Logger;

  constructor(
    private readonly transactions: Transactions,
    private readonly queue: QueueRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) private readonly config: TJobsEnv,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'overdue-sweeper' });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.JOB_OVERDUE_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Alerts every job overdue at `now`; answers how many. */
  async sweep(now: Date = new Date()): Promise<number> {
    let alerted = 0;
    for (;;) {
      const batch = await this.transactions.run(async (tx) => {
        const jobs = await this.queue.takeOverdue(tx, now, SWEEP_BATCH);
        for (const job of jobs) {
          await enqueueEvent(tx, 'jobs', JobOverdueEvent, {
            jobId: job.id,
            ownerId: job.userId,
            jobTitle: job.title,
            company: job.company,
            subscriptionType: job.subscriptionType,
            dueAt: job.dueAt.toISOString(),
            assigneeId: job.assigneeId,
          });
        }
        return jobs.length;
      });
      alerted += batch;
      if (batch > 0) this.relay.kick();
      if (batch < SWEEP_BATCH) return alerted;
    }
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.sweep()
      .then((alerted) => {
        if (alerted > 0) this.logger.info({ alerted }, 'overdue jobs alerted');
      })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'overdue sweep failed; trying again at the next tick');
      })
      .finally(() => {
        this.running = undefined;
      });
  }
}
