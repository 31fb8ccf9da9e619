import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  ExportJobsCsvPageRpc,
  INVALID_CURSOR,
  JobUpdatedEvent,
  ListJobsRpc,
  SetInterviewSecuredRpc,
  SetJobReviewedRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { describe, expect, it } from 'vitest';
import { JobExportService } from '../../src/jobs/job-export.service.js';
import { JobsService } from '../../src/jobs/jobs.service.js';
import {
  expectStaffOnly,
  outboxEvents,
  REFUSED,
  seedJob,
  STAFF,
  useJobsModule,
  userActor,
} from '../support/jobs-module.js';

const jobs = useJobsModule();
const service = () => jobs.app.get(JobsService);
const exports = () => jobs.app.get(JobExportService);

const user = userActor;
const { notFound, staffOnly, noPermission } = REFUSED;

const reviewed = (actor: TJobActor, jobId: string, value: boolean) =>
  service().setReviewed(SetJobReviewedRpc.request.parse({ actor, jobId, reviewed: value }));
const interview = (actor: TJobActor, jobId: string, value: boolean) =>
  service().setInterviewSecured(
    SetInterviewSecuredRpc.request.parse({ actor, jobId, interviewSecured: value }),
  );
const stored = async (jobId: string) => jobs.db.job.findUniqueOrThrow({ where: { id: jobId } });

describe('Done (admin_reviewed)', () => {
  it('is ticked and cleared by staff, bumping the version', async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    expect(await reviewed(STAFF, jobId, true)).toMatchObject({ id: jobId, adminReviewed: true });
    expect(await stored(jobId)).toMatchObject({ adminReviewed: true, version: 1 });
    expect(await reviewed(STAFF, jobId, false)).toMatchObject({ adminReviewed: false });
    expect((await stored(jobId)).version).toBe(2);
  });

  it('is refused to users, the owner included, and changes nothing; NOT_FOUND for a job that does not exist', async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    await expectStaffOnly((actor, id) => reviewed(actor, id, true), { jobId, ownerId: owner.userId });
    expect(await stored(jobId)).toMatchObject({ adminReviewed: false, version: 0 });
  });
});

describe('Interview Secured', () => {
  it('is set by the owner and by staff', async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId });
    expect(await interview(owner, jobId, true)).toMatchObject({ id: jobId, interviewSecured: true });
    expect(await interview(STAFF, jobId, false)).toMatchObject({ interviewSecured: false });
    expect(await stored(jobId)).toMatchObject({ interviewSecured: false, version: 2 });
  });

  it('tells the live views with job-updated, each change with its version and who made it', async () => {
    const owner = user();
    const jobId = await seedJob(jobs, { userId: owner.userId, title: 'Writer', company: 'Hooli' });
    await interview(owner, jobId, true);
    await reviewed(STAFF, jobId, true);
    const events = await outboxEvents(jobs, JobUpdatedEvent, jobId);
    expect(events).toEqual([
      expect.objectContaining({
        jobId,
        ownerId: owner.userId,
        jobTitle: 'Writer',
        company: 'Hooli',
        version: 1,
        changedBy: owner.userId,
      }),
      expect.objectContaining({ version: 2, changedBy: STAFF.userId }),
    ]);
    await expectRefusal(interview(user(), jobId, false), noPermission);
    expect(await outboxEvents(jobs, JobUpdatedEvent, jobId)).toHaveLength(2);
  });

  it("is refused on another user's job with the job detail's text, and changes nothing", async () => {
    const jobId = await seedJob(jobs, { userId: randomUUID() });
    await expectRefusal(interview(user(), jobId, true), noPermission);
    await expectRefusal(interview(user(), randomUUID(), true), notFound);
    await expectRefusal(interview(STAFF, randomUUID(), true), notFound);
    expect(await stored(jobId)).toMatchObject({ interviewSecured: false, version: 0 });
  });
});

describe('the jobs export', () => {
  const page = (actor: TJobActor, cursor?: string, filters: Record<string, string> = {}) =>
    exports().page(
      ExportJobsCsvPageRpc.request.parse({ actor, limit: 2, ...filters, ...(cursor ? { cursor } : {}) }),
    );
  const lines = (csv: string) => csv.split('\r\n').slice(0, -1);

  it('pages every job newest received first as CSV lines: header once, UTC dates as the app shows them, named recruiters', async () => {
    const owner = user();
    // Around midnight UTC, far in the future so these come first: the days must be read in UTC.
    const base = Date.UTC(2030, 0, 9, 23, 59);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        await seedJob(jobs, {
          userId: owner.userId,
          title: `Export ${i}, "quoted"`,
          dateReceived: new Date(base + i * 60_000),
          dateApplied: i === 2 ? new Date(Date.UTC(2030, 1, 3, 12)) : null,
          interviewSecured: i === 2,
          notes: i === 2 ? '=1+1' : null,
        }),
      );
    }
    await jobs.db.jobRecruiter.create({
      data: { id: randomUUID(), jobId: ids[2]!, name: 'Ada', createdAt: new Date(base) },
    });
    await jobs.db.jobRecruiter.create({
      data: {
        id: randomUUID(),
        jobId: ids[2]!,
        name: 'Waiting for admin input',
        createdAt: new Date(base + 1),
      },
    });
    await jobs.db.jobRecruiter.create({
      data: { id: randomUUID(), jobId: ids[2]!, name: 'Alan', createdAt: new Date(base + 2) },
    });
    const first = await page(STAFF);
    expect(lines(first.csv)).toEqual([
      'ID,Title,Company,Status,Platform,Date Received,Date Applied,Location,Notes,Interview Secured,Recruiters',
      `${ids[2]},"Export 2, ""quoted""",Acme,Saved,LinkedIn,"Jan 10, 2030","Feb 3, 2030",Remote,'=1+1,Yes,Ada; Alan`,
      `${ids[1]},"Export 1, ""quoted""",Acme,Saved,LinkedIn,"Jan 10, 2030",,Remote,,No,Not assigned`,
    ]);
    const second = await page(STAFF, first.nextCursor!);
    expect(lines(second.csv)[0]).toBe(
      `${ids[0]},"Export 0, ""quoted""",Acme,Saved,LinkedIn,"Jan 9, 2030",,Remote,,No,Not assigned`,
    );
  });

  it("applies the list's filters", async () => {
    const owner = user();
    const title = `Needle ${randomUUID()}`;
    const id = await seedJob(jobs, { userId: owner.userId, title });
    await seedJob(jobs, { userId: owner.userId });
    const filtered = await page(STAFF, undefined, { search: title.toUpperCase() });
    expect(
      lines(filtered.csv)
        .slice(1)
        .map((line) => line.slice(0, 36)),
    ).toEqual([id]);
    expect(filtered.nextCursor).toBeNull();
  });

  it('pages by cursor to the end: every row once, in order, the last page saying no more', async () => {
    const owner = user();
    const title = `Paged ${randomUUID()}`;
    const base = Date.UTC(2031, 0, 1);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.unshift(
        await seedJob(jobs, { userId: owner.userId, title, dateReceived: new Date(base + i * 60_000) }),
      );
    }
    const written: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const next = await page(STAFF, cursor, { search: title });
      written.push(...lines(next.csv).filter((line) => !line.startsWith('ID,')));
      if (!next.nextCursor) break;
      cursor = next.nextCursor;
    }
    expect(written.map((line) => line.slice(0, 36))).toEqual(ids);
  });

  it('is refused to users', async () => {
    await expectRefusal(page(user()), staffOnly);
  });
});

describe('a cursor whose row was deleted since', () => {
  it('is refused as invalid rather than ending the list early', async () => {
    const owner = user();
    for (let i = 0; i < 3; i += 1) await seedJob(jobs, { userId: owner.userId });
    const list = (cursor?: string) =>
      service().list(ListJobsRpc.request.parse({ actor: owner, limit: 1, ...(cursor ? { cursor } : {}) }));
    const first = await list();
    await jobs.db.job.delete({ where: { id: first.items[0]!.id } });
    await expectRefusal(list(first.nextCursor!), {
      code: ErrorCode.Validation,
      fields: { cursor: INVALID_CURSOR },
    });
  });
});
