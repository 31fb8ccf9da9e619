import { randomUUID } from 'node:crypto';
import { AppError, BillingMessages, ErrorCode, ImportJobRpc } from '@hirerelay/contracts';
import { FIXTURE_PAGES, startFixturePageServer } from '@hirerelay/testing/job-pages';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { BillingQuotaClient, quotaRefusalReason } from '../../src/clients/billing-quota.client.js';
import { JobImportService } from '../../src/import/job-import.service.js';
import { useJobsModule, type JobsModule } from './jobs-module.js';

export type FixturePages = Awaited<ReturnType<typeof startFixturePageServer>>;

/**
 * billing's quota ledger, stood in by a counter: like billing, it takes one application per job id
 * and gives the same refusals from its read-only check as from a reservation.
 */
export class QuotaStandIn {
  left = 100;
  refusal: string | undefined;
  reserved = new Set<string>();
  released: string[] = [];
  reserveCalls = 0;
  checkCalls = 0;
  /** The plan the reservation answers (the user's plan at import). */
  plan = 'Starter';

  reset(): void {
    this.refusal = undefined;
    this.left = 100;
    this.reserved.clear();
    this.released = [];
    this.reserveCalls = 0;
    this.checkCalls = 0;
    this.plan = 'Starter';
  }

  /** billing's read-only check: the same refusals, nothing taken. */
  async check(_userId: string): Promise<void> {
    this.checkCalls += 1;
    this.refuseIfDue();
  }

  async reserve(_userId: string, jobId: string): Promise<{ planName: string }> {
    this.reserveCalls += 1;
    if (!this.reserved.has(jobId)) {
      this.refuseIfDue();
      this.reserved.add(jobId);
      this.left -= 1;
    }
    return { planName: this.plan };
  }

  async releaseQuietly(jobId: string): Promise<void> {
    if (this.reserved.delete(jobId)) this.left += 1;
    this.released.push(jobId);
  }

  private refuseIfDue(): void {
    if (this.refusal) {
      throw new AppError(ErrorCode.Forbidden, this.refusal, { reason: quotaRefusalReason(this.refusal) });
    }
    if (this.left === 0) throw new AppError(ErrorCode.Forbidden, BillingMessages.limitReached(25));
  }
}

/** A value made in `beforeAll`, read through the returned object inside tests and hooks. */
function late<T extends object>(read: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = read();
      if (!value) throw new Error('read before it started (read it inside a test or hook)');
      return Reflect.get(value, key) as unknown;
    },
  });
}

/**
 * jobs' module for an import test file: billing's quota ledger stood in by a QuotaStandIn (reset
 * before each test) and the lookup reading the fixture pages for real (test-only allowlist for
 * 127.0.0.1); started before the file's tests and closed after them.
 */
export function useImportModule(): {
  jobs: JobsModule;
  fixtures: FixturePages;
  quota: QuotaStandIn;
  importJob: (userId: string, url: string, idempotencyKey?: string) => ReturnType<JobImportService['import']>;
  /** A LinkedIn-style fixture page's link, a job id of its own unless given. */
  linkedIn: (id?: number | string) => string;
  jobsOf: (userId: string) => ReturnType<JobsModule['db']['job']['findMany']>;
} {
  const quota = new QuotaStandIn();
  let pages: FixturePages | undefined;
  beforeAll(async () => {
    pages = await startFixturePageServer();
  });
  afterAll(async () => {
    await pages?.close();
  });
  const jobs = useJobsModule({
    env: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' },
    replace: [{ provide: BillingQuotaClient, useValue: quota }],
  });
  beforeEach(() => quota.reset());
  const fixtures = late(() => pages);
  return {
    jobs,
    fixtures,
    quota,
    importJob: (userId, url, idempotencyKey) =>
      jobs.app.get(JobImportService).import(ImportJobRpc.request.parse({ userId, url, idempotencyKey })),
    linkedIn: (id = randomUUID()) => `${fixtures.pageUrl(FIXTURE_PAGES.linkedin)}?jobid=${id}`,
    jobsOf: (userId) => jobs.db.job.findMany({ where: { userId } }),
  };
}
