import { randomUUID } from 'node:crypto';
import {
  AppError,
  BillingMessages,
  ErrorCode,
  IMPORT_REFUSAL_REASONS,
  ImportJobRpc,
  JobImportedEvent,
  JobsMessages,
  LookupJobRpc,
} from '@hirerelay/contracts';
import { MSG_JOB_FETCH_FAILED, msgJobIdNotFound } from '@hirerelay/domain';
import { expectRefusal } from '@hirerelay/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BillingQuotaClient, quotaRefusalReason } from '../../src/clients/billing-quota.client.js';
import { JOB_SAVED_EVENT, JobImportService } from '../../src/import/job-import.service.js';
import { FIXTURE_PAGES, startFixturePageServer } from '@hirerelay/testing/job-pages';
import { startJobsModule, type JobsModule } from './jobs-module.js';

/*
 * The import's rules, with billing's quota ledger stood in by a counter (the real ledger and the
 * event that confirms it are proven through the gateway in gateway/test/integration/jobs.int-spec.ts)
 * and the lookup reading the fixture pages for real (test-only allowlist for 127.0.0.1).
 */

class QuotaStandIn {
  left = 100;
  refusal: string | undefined;
  reserved = new Set<string>();
  released: string[] = [];
  reserveCalls = 0;

  async reserve(_userId: string, jobId: string): Promise<{ planName: string }> {
    this.reserveCalls += 1;
    if (this.refusal) {
      throw new AppError(ErrorCode.Forbidden, this.refusal, { reason: quotaRefusalReason(this.refusal) });
    }
    if (this.left === 0) throw new AppError(ErrorCode.Forbidden, BillingMessages.limitReached(25));
    this.left -= 1;
    this.reserved.add(jobId);
    return { planName: 'Starter' };
  }

  async releaseQuietly(jobId: string): Promise<void> {
    if (this.reserved.delete(jobId)) this.left += 1;
    this.released.push(jobId);
  }
}

let jobs: JobsModule;
let service: JobImportService;
let fixtures: Awaited<ReturnType<typeof startFixturePageServer>>;
let quota: QuotaStandIn;

beforeAll(async () => {
  fixtures = await startFixturePageServer();
  quota = new QuotaStandIn();
  jobs = await startJobsModule({
    env: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' },
    replace: [{ provide: BillingQuotaClient, useValue: quota }],
  });
  service = jobs.app.get(JobImportService);
});
afterAll(async () => {
  await jobs?.close();
  await fixtures?.close();
});
beforeEach(() => {
  quota.refusal = undefined;
  quota.left = 100;
  quota.reserveCalls = 0;
  quota.released = [];
});

const importJob = (userId: string, url: string) =>
  service.import(ImportJobRpc.request.parse({ userId, url }));
const linkedIn = (id: number | string = randomUUID()) =>
  `${fixtures.pageUrl(FIXTURE_PAGES.linkedin)}?jobid=${id}`;
const jobsOf = (userId: string) => jobs.db.job.findMany({ where: { userId } });

describe('importing a job from its link', () => {
  it('saves it as Saved with the plan, the page’s fields, a Job Saved entry, the resume reference and the event', async () => {
    const userId = randomUUID();
    const url = `${linkedIn(41)}&utm_source=mail`;
    const { job } = await importJob(userId, url);

    expect(job).toMatchObject({
      userId,
      status: 'Saved',
      subscriptionType: 'Starter',
      platform: '127.0.0.1',
    });
    expect(job.title).not.toBe('Waiting for admin input');
    const stored = await jobs.db.job.findUniqueOrThrow({
      where: { id: job.id },
      include: { timeline: true, documents: true },
    });
    expect(stored).toMatchObject({
      url,
      normalizedUrl: linkedIn(41),
      siteJobId: '41',
      interviewSecured: false,
      adminReviewed: false,
      notes: null,
      dateApplied: null,
      dateReapplied: null,
      appliedUrl: null,
    });
    expect(stored.timeline).toMatchObject([{ event: JOB_SAVED_EVENT, status: 'completed' }]);
    expect(stored.documents).toMatchObject([{ type: 'resume', source: 'profile-resume', objectKey: null }]);
    const { rows } = await jobs.sql.query<{ envelope: { payload: unknown } }>(
      'SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope @> $2::jsonb',
      [JobImportedEvent.subject, JSON.stringify({ payload: { jobId: job.id } })],
    );
    expect(rows.map((row) => row.envelope.payload)).toEqual([
      { jobId: job.id, userId, subscriptionType: 'Starter', importedAt: job.dateReceived },
    ]);
    expect(quota.reserved.has(job.id)).toBe(true);
    expect(quota.released).toEqual([]);
  });

  it('refuses the same job again, by link or by site and job id, with the existing id and no quota', async () => {
    const userId = randomUUID();
    const { job } = await importJob(userId, linkedIn(42));
    quota.reserveCalls = 0;
    const duplicate = {
      code: ErrorCode.Conflict,
      message: JobsMessages.duplicate,
      fields: { reason: IMPORT_REFUSAL_REASONS.duplicate, jobId: job.id },
    };
    await expectRefusal(importJob(userId, `${linkedIn(42)}#apply`), duplicate);
    await expectRefusal(importJob(userId, `${fixtures.pageUrl(FIXTURE_PAGES.indeed)}?jobid=42`), duplicate);
    expect(quota.reserveCalls).toBe(0);
    expect(await jobsOf(userId)).toHaveLength(1);
    // Another user may import the same job.
    await expect(importJob(randomUUID(), linkedIn(42))).resolves.toBeDefined();
  });

  it('saves one job when the same link is imported twice at once, and gives the loser’s application back', async () => {
    const userId = randomUUID();
    const heldBefore = quota.reserved.size;
    const results = await Promise.allSettled([
      importJob(userId, linkedIn(43)),
      importJob(userId, linkedIn(43)),
    ]);
    const saved = results.filter((result) => result.status === 'fulfilled');
    expect(saved).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    if (refused)
      expect(refused.reason).toMatchObject({ code: ErrorCode.Conflict, message: JobsMessages.duplicate });
    const [job] = await jobsOf(userId);
    // Only the saved job still holds an application.
    expect(quota.reserved.size).toBe(heldBefore + 1);
    expect(quota.reserved.has(job!.id)).toBe(true);
  });

  it.each([
    [BillingMessages.subscriptionRequired, IMPORT_REFUSAL_REASONS.subscriptionRequired],
    [BillingMessages.subscriptionInactive, IMPORT_REFUSAL_REASONS.subscriptionInactive],
    [BillingMessages.limitReached(10), IMPORT_REFUSAL_REASONS.limitReached],
  ])('passes billing’s refusal "%s" on as %s and saves nothing', async (message, reason) => {
    const userId = randomUUID();
    quota.refusal = message;
    await expectRefusal(importJob(userId, linkedIn()), {
      code: ErrorCode.Forbidden,
      message,
      fields: { reason },
    });
    expect(await jobsOf(userId)).toEqual([]);
  });

  it('gives the application back when the page cannot be read, and saves nothing', async () => {
    const userId = randomUUID();
    const missing = `${fixtures.origin}/jobs/no-such-page-9999`;
    await expectRefusal(importJob(userId, missing), {
      code: ErrorCode.Validation,
      message: MSG_JOB_FETCH_FAILED,
      fields: { url: MSG_JOB_FETCH_FAILED },
    });
    expect(quota.released).toHaveLength(1);
    expect(quota.reserved.has(quota.released[0]!)).toBe(false);
    expect(await jobsOf(userId)).toEqual([]);
  });

  it('refuses a link without a job id before asking billing', async () => {
    const message = msgJobIdNotFound('example.com');
    await expectRefusal(importJob(randomUUID(), 'https://www.example.com/about'), {
      code: ErrorCode.Validation,
      message,
      fields: { url: message },
    });
    expect(quota.reserveCalls).toBe(0);
  });
});

describe('looking a job up for the dialog', () => {
  it('answers what the page says, storing nothing and using no quota', async () => {
    const reply = await service.lookup(
      LookupJobRpc.request.parse({ userId: randomUUID(), url: linkedIn(44) }),
    );
    expect(reply).toMatchObject({ url: linkedIn(44), site: '127.0.0.1', jobId: '44' });
    expect(quota.reserveCalls).toBe(0);
    expect(await jobs.db.job.count({ where: { siteJobId: '44' } })).toBe(0);
  });
});
