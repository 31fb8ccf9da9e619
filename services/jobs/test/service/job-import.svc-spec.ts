import { randomUUID } from 'node:crypto';
import {
  BillingMessages,
  ErrorCode,
  IMPORT_REFUSAL_REASONS,
  ImportJobRpc,
  JobImportedEvent,
  JobsMessages,
  GetJobRpc,
  ListJobsRpc,
  LookupJobRpc,
  UpdateJobRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { JOB_FIELD_PLACEHOLDER, MSG_JOB_FETCH_FAILED, msgJobIdNotFound } from '@hirerelay/domain';
import { expectRefusal } from '@hirerelay/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { JobFitWork } from '../../src/fit/job-fit-work.service.js';
import { JOB_SAVED_EVENT, JobImportService } from '../../src/import/job-import.service.js';
import { FIXTURE_PAGES } from '@hirerelay/testing/job-pages';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import { JobsService } from '../../src/jobs/jobs.service.js';
import { useImportModule } from '../support/import-module.js';
import { STAFF } from '../support/jobs-module.js';

/*
 * The import's rules, with billing's quota ledger stood in by a counter (the real ledger and the
 * event that confirms it are proven through the gateway in gateway/test/integration/jobs.int-spec.ts)
 * and the lookup reading the fixture pages for real (test-only allowlist for 127.0.0.1).
 */

const { jobs, fixtures, quota, importJob, linkedIn, jobsOf } = useImportModule();
let service: JobImportService;
beforeAll(() => {
  service = jobs.app.get(JobImportService);
});

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
    // Its fit is worked out off the request path (no resume text here: no-resume, kept as the reason).
    await jobs.app.get(JobFitWork).idle();
    await jobs.app.get(JobFitWork).drain();
    expect(await jobs.db.jobFit.findUnique({ where: { jobId: job.id } })).toMatchObject({
      state: 'no-resume',
    });
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

  it.each([
    ['answers 404', '/jobs/no-such-page-9999'],
    ['states no job', `/jobs/${FIXTURE_PAGES.noData}`],
  ])(
    'imports a link whose page %s with the link, site and job id, placeholders and the details-needed mark',
    async (_case, path) => {
      const userId = randomUUID();
      const url = `${fixtures.origin}${path}?jobid=7001`;
      const { job, detailsSource } = await importJob(userId, url);
      expect(detailsSource).toBe('none');
      expect(job).toMatchObject({
        title: JOB_FIELD_PLACEHOLDER,
        company: JOB_FIELD_PLACEHOLDER,
        status: 'Saved',
        url,
        // The owner's row never carries staff's mark.
        detailsNeeded: false,
      });
      const stored = await jobs.db.job.findUniqueOrThrow({ where: { id: job.id } });
      expect(stored).toMatchObject({
        normalizedUrl: url,
        site: '127.0.0.1',
        siteJobId: '7001',
        location: JOB_FIELD_PLACEHOLDER,
        description: JOB_FIELD_PLACEHOLDER,
        datePosted: JOB_FIELD_PLACEHOLDER,
        jobType: JOB_FIELD_PLACEHOLDER,
        salary: JOB_FIELD_PLACEHOLDER,
        detailsSource: 'none',
        detailsNeeded: true,
      });
      // The quota is used as for any import, and the same link again is a duplicate.
      expect(quota.reserved.has(job.id)).toBe(true);
      expect(quota.released).toEqual([]);
      await expectRefusal(importJob(userId, url), {
        code: ErrorCode.Conflict,
        message: JobsMessages.duplicate,
      });
    },
  );

  it('refuses an address the SSRF rules refuse, gives the application back and saves nothing', async () => {
    const userId = randomUUID();
    await expectRefusal(importJob(userId, 'http://10.20.30.40/jobs/view/123'), {
      code: ErrorCode.Validation,
      message: MSG_JOB_FETCH_FAILED,
      fields: { url: MSG_JOB_FETCH_FAILED },
    });
    expect(quota.released).toHaveLength(1);
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

const lookup = (userId: string, url: string) => service.lookup(LookupJobRpc.request.parse({ userId, url }));
const pathOf = (url: string) => new URL(url).pathname;

describe('the due time (service levels)', () => {
  it('is 24, 48 and 72 calendar hours after import by the plan at import; Custom Plan is Standard', async () => {
    const hoursOf: Record<string, number> = {};
    for (const plan of ['Unlimited', 'Professional', 'Starter', 'Custom Plan']) {
      quota.plan = plan;
      const { job } = await importJob(randomUUID(), linkedIn());
      const stored = await jobs.db.job.findUniqueOrThrow({ where: { id: job.id } });
      expect(stored.subscriptionType).toBe(plan);
      hoursOf[plan] = (stored.dueAt.getTime() - stored.dateReceived.getTime()) / 3_600_000;
    }
    expect(hoursOf).toEqual({ Unlimited: 24, Professional: 48, Starter: 72, 'Custom Plan': 72 });
  });
});

describe('looking a job up for the dialog', () => {
  it('answers what the page says, storing no job and using no quota', async () => {
    const reply = await lookup(randomUUID(), linkedIn(44));
    expect(reply).toMatchObject({ url: linkedIn(44), site: '127.0.0.1', jobId: '44', detailsSource: 'page' });
    expect(quota.reserveCalls).toBe(0);
    expect(await jobs.db.job.count({ where: { siteJobId: '44' } })).toBe(0);
  });

  it('says a page it cannot read could not be read (no refusal), every field a placeholder', async () => {
    const url = `${fixtures.origin}/jobs/gone-404?jobid=7002`;
    expect(await lookup(randomUUID(), url)).toEqual({
      url,
      site: '127.0.0.1',
      jobId: '7002',
      title: JOB_FIELD_PLACEHOLDER,
      company: JOB_FIELD_PLACEHOLDER,
      location: JOB_FIELD_PLACEHOLDER,
      description: JOB_FIELD_PLACEHOLDER,
      datePosted: JOB_FIELD_PLACEHOLDER,
      jobType: JOB_FIELD_PLACEHOLDER,
      salary: JOB_FIELD_PLACEHOLDER,
      detailsSource: 'none',
    });
  });

  it.each([
    [BillingMessages.subscriptionRequired, IMPORT_REFUSAL_REASONS.subscriptionRequired],
    [BillingMessages.subscriptionInactive, IMPORT_REFUSAL_REASONS.subscriptionInactive],
    [BillingMessages.limitReached(10), IMPORT_REFUSAL_REASONS.limitReached],
  ])(
    'answers billing’s refusal "%s" before fetching anything, reserving nothing',
    async (message, reason) => {
      quota.refusal = message;
      const url = `${fixtures.pageUrl(FIXTURE_PAGES.greenhouse)}?jobid=${randomUUID()}`;
      const before = fixtures.requests(pathOf(url));
      await expectRefusal(lookup(randomUUID(), url), {
        code: ErrorCode.Forbidden,
        message,
        fields: { reason },
      });
      expect(fixtures.requests(pathOf(url))).toBe(before);
      expect(quota.reserveCalls).toBe(0);
    },
  );

  it('answers the duplicate refusal with the job already imported, before asking billing or fetching', async () => {
    const userId = randomUUID();
    const { job } = await importJob(userId, linkedIn(45));
    quota.checkCalls = 0;
    const before = fixtures.requests(pathOf(linkedIn(45)));
    await expectRefusal(lookup(userId, `${linkedIn(45)}#apply`), {
      code: ErrorCode.Conflict,
      message: JobsMessages.duplicate,
      fields: { reason: IMPORT_REFUSAL_REASONS.duplicate, jobId: job.id },
    });
    expect(quota.checkCalls).toBe(0);
    expect(fixtures.requests(pathOf(linkedIn(45)))).toBe(before);
  });
});

describe('one fetch per import', () => {
  it('reuses the review step’s reading at Import for the same user and link, and only for them', async () => {
    const userId = randomUUID();
    const url = `${fixtures.pageUrl(FIXTURE_PAGES.workday)}?jobid=${randomUUID()}`;
    const path = pathOf(url);
    const before = fixtures.requests(path);
    const reviewed = await lookup(userId, url);
    expect(fixtures.requests(path)).toBe(before + 1);
    const { job } = await importJob(userId, url);
    expect(fixtures.requests(path)).toBe(before + 1);
    expect(job.title).toBe(reviewed.title);
    // Another user importing the same link reads the page itself.
    await importJob(randomUUID(), url);
    expect(fixtures.requests(path)).toBe(before + 2);
  });
});

describe('the extension’s reading of the user’s tab', () => {
  const posting = (title: string) =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title,
      hiringOrganization: { '@type': 'Organization', name: 'Tab Co\u202e' },
      description: '<p>Read <b>from</b> the tab</p>',
    });
  const importWith = (userId: string, url: string, page: unknown) =>
    service.import(ImportJobRpc.request.parse({ userId, url, page }));

  it('imports a page the server may not fetch with the tab’s details (source extension), without fetching', async () => {
    const userId = randomUUID();
    const url = `${fixtures.origin}/jobs/blocked-403?jobid=7003`;
    const before = fixtures.requests(pathOf(url));
    const { job, detailsSource } = await importWith(userId, url, {
      jsonLd: [posting('Barista <i>Lead</i>')],
      openGraph: { 'og:title': 'ignored' },
      title: 'Tab title',
    });
    expect(detailsSource).toBe('extension');
    expect(job).toMatchObject({ title: 'Barista Lead', company: 'Tab Co' });
    expect(fixtures.requests(pathOf(url))).toBe(before);
    expect(await jobs.db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      description: 'Read from the tab',
      detailsSource: 'extension',
      detailsNeeded: false,
    });
  });

  it('falls back to fetching the page when the tab’s details are over the limits or name no job', async () => {
    const deep = `${'['.repeat(100)}${posting('Deep')}${']'.repeat(100)}`;
    const first = await importWith(randomUUID(), linkedIn(), { jsonLd: [deep] });
    expect(first.detailsSource).toBe('page');
    expect(first.job.title).toBe('Senior Software Engineer');
    const second = await importWith(randomUUID(), linkedIn(), { title: 'Just a title' });
    expect(second.detailsSource).toBe('page');
    // Nothing from the tab and nothing from the page: placeholders, for staff.
    const third = await importWith(randomUUID(), `${fixtures.origin}/jobs/gone?jobid=7004`, { title: 'x' });
    expect(third.detailsSource).toBe('none');
  });
});

describe('the details-needed mark for staff', () => {
  it('lists the jobs nothing could be read for under staff’s filter, and staff saving the fields clears it', async () => {
    const owner = randomUUID();
    const unread = await importJob(owner, `${fixtures.origin}/jobs/forbidden?jobid=7005`);
    const read = await importJob(owner, linkedIn());
    const lists = jobs.app.get(JobsService);
    const details = jobs.app.get(JobDetailService);
    const listed = async (actor: TJobActor, detailsNeeded?: boolean) =>
      (await lists.list(ListJobsRpc.request.parse({ actor, detailsNeeded, limit: 100 }))).items.filter(
        (row) => row.userId === owner,
      );

    const marked = await listed(STAFF, true);
    expect(marked.map((row) => [row.id, row.detailsNeeded])).toEqual([[unread.job.id, true]]);
    expect((await listed(STAFF, false)).map((row) => row.id)).toEqual([read.job.id]);
    // A user neither sees the mark nor filters on it.
    const ownerView = await listed({ userId: owner, role: 'user' }, true);
    expect(ownerView.map((row) => row.id).sort()).toEqual([unread.job.id, read.job.id].sort());
    expect(ownerView.every((row) => !row.detailsNeeded)).toBe(true);

    const job = await details.get(GetJobRpc.request.parse({ actor: STAFF, jobId: unread.job.id }));
    expect(job.detailsNeeded).toBe(true);
    const saved = await details.update(
      UpdateJobRpc.request.parse({
        actor: STAFF,
        jobId: unread.job.id,
        version: job.version,
        title: 'Data Analyst',
        company: 'Globex',
      }),
    );
    expect(saved).toMatchObject({ title: 'Data Analyst', detailsNeeded: false });
    expect(await listed(STAFF, true)).toEqual([]);
  });
});
