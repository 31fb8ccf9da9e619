import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { analyzeFit, type FitResult } from '@hirerelay/fit';
import { BackgroundWork, LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TJobsEnv } from '../config/env.js';
import { Transactions } from '../database.js';
import { planFit } from './fit-inputs.rules.js';
import { fitRecordOf, noFitRecordOf } from './job-fit.mapper.js';
import { JobFitRepository } from './job-fit.repository.js';

/**
 * Computes the fit of the jobs marked `fit_pending` off the request path: a new job at import, a
 * staff edit of the description, a resume whose text changed, a job first read before fits
 * existed. Each batch takes its jobs under row locks that skip other replicas' (SKIP LOCKED),
 * analyses them one by one (yielding to the event loop between jobs so requests are served), and
 * stores each fit with its band and the cleared mark in the same transaction. A staff edit that
 * comes meanwhile waits for the lock and marks the job pending again, so no change is lost.
 */
@Injectable()
export class JobFitWork extends BackgroundWork {
  constructor(
    private readonly transactions: Transactions,
    private readonly fits: JobFitRepository,
    @Inject(SERVICE_CONFIG) config: TJobsEnv,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(logger, {
      name: 'job-fit',
      intervalMs: config.JOB_FIT_INTERVAL_MS,
      batchSize: config.JOB_FIT_BATCH_SIZE,
    });
  }

  protected runBatch(limit: number): Promise<number> {
    return this.transactions.run(async (tx) => {
      const jobs = await this.fits.takePending(tx, limit);
      for (const job of jobs) {
        const plan = planFit(job);
        const at = new Date();
        const record =
          plan.kind === 'analyze'
            ? fitRecordOf(this.analyze(plan.description, plan.resumeText), plan.resumeSource, at)
            : noFitRecordOf(plan.reason, at);
        await this.fits.save(tx, job.id, record);
        await nextTurn();
      }
      return jobs.length;
    });
  }

  /** The engine (libs/fit), one job: ~3 ms at p95 (`npm run bench:fit`). */
  analyze(description: string, resumeText: string): FitResult {
    return analyzeFit({ description, resumeText });
  }
}
