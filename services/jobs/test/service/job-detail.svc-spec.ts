import { randomUUID } from 'node:crypto';
import {
  ChangeJobStatusRpc,
  DeleteJobRpc,
  ErrorCode,
  GetJobRpc,
  JobDeletedEvent,
  JobsMessages,
  JobStatusChangedEvent,
  JobUpdatedEvent,
  UpdateJobRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { describe, expect, it } from 'vitest';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import {
  outboxEvents,
  REFUSED,
  seedJob,
  seedUpload,
  STAFF,
  useJobsModule,
  userActor,
} from '../support/jobs-module.js';

const jobs = useJobsModule();
const service = () => jobs.app.get(JobDetailService);

const user = userActor;
const { notFound, staffOnly } = REFUSED;
const stale = { code: ErrorCode.Conflict, message: JobsMessages.staleVersion };
/** What staff say when marking a job Applied (required). */
const SENT = {
  resumeAttached: true,
  coverLetterAttached: false,
  appliedUrl: 'https://acme.example.com/apply/1',
};

const get = (actor: TJobActor, jobId: string) => service().get(GetJobRpc.request.parse({ actor, jobId }));
const update = (actor: TJobActor, jobId: string, body: Record<string, unknown>) =>
  service().update(UpdateJobRpc.request.parse({ actor, jobId, ...body }));
const changeStatus = (actor: TJobActor, jobId: string, body: Record<string, unknown>, actorName?: string) =>
  service().changeStatus(ChangeJobStatusRpc.request.parse({ actor, jobId, actorName, ...body }));
const remove = (actor: TJobActor, jobId: string) =>
  service().delete(DeleteJobRpc.request.parse({ actor, jobId }));
const stored = (jobId: string) =>
  jobs.db.job.findUnique({ where: { id: jobId }, include: { recruiters: true, timeline: true } });

async function withLists(ownerId: string): Promise<string> {
  const jobId = await seedJob(jobs, { userId: ownerId, unreadForOwner: 2, unreadForStaff: 5 });
  const at = new Date('2026-11-01T10:00:00.000Z');
  await jobs.db.jobTimelineEntry.createMany({
    data: [
      { id: randomUUID(), jobId, event: 'Job Saved', date: at, status: 'completed' },
      {
        id: randomUUID(),
        jobId,
        event: 'Preparing',
        date: new Date(at.getTime() + 1000),
        status: 'upcoming',
      },
    ],
  });
  await jobs.db.jobDocument.create({
    data: { id: randomUUID(), jobId, type: 'resume', source: 'profile-resume' },
  });
  await jobs.db.jobRecruiter.create({
    data: { id: randomUUID(), jobId, name: 'Ada', email: 'ada@example.com' },
  });
  return jobId;
}

describe('jobs.job.get', () => {
  it('shows the owner the job with its recruiters, documents, timeline, version and their unread count', async () => {
    const owner = user();
    const jobId = await withLists(owner.userId);
    const detail = await get(owner, jobId);
    expect(detail).toMatchObject({
      id: jobId,
      userId: owner.userId,
      title: 'Software Engineer',
      description: 'A job.',
      unreadMessages: 2,
      version: 0,
      interviewAt: null,
      recruiters: [{ name: 'Ada', email: 'ada@example.com', profileUrl: null, phone: null }],
      documents: [{ type: 'resume', source: 'profile-resume', fileName: null }],
    });
    // Oldest first; a status the spec does not name is shown grey.
    expect(detail.timeline.map(({ event, status }) => ({ event, status }))).toEqual([
      { event: 'Job Saved', status: 'completed' },
      { event: 'Preparing', status: 'other' },
    ]);
  });

  it("shows staff any job, with staff's unread count", async () => {
    const jobId = await withLists(randomUUID());
    expect(await get(STAFF, jobId)).toMatchObject({ id: jobId, unreadMessages: 5 });
  });

  it("refuses another user's job with the spec's text", async () => {
    const jobId = await withLists(randomUUID());
    await expectRefusal(get(user(), jobId), {
      code: ErrorCode.Forbidden,
      message: "You don't have permission to view this job",
    });
  });

  it('answers Job not found for a job that does not exist', async () => {
    await expectRefusal(get(user(), randomUUID()), notFound);
    await expectRefusal(get(STAFF, randomUUID()), notFound);
  });
});

describe('jobs.job.update (staff edits)', () => {
  const everyField = {
    title: '  Staff Engineer ',
    company: 'Globex',
    platform: 'Company site',
    location: 'Berlin',
    description: 'Line one\nLine two',
    datePosted: '2026-10-30',
    jobType: 'Contract',
    salary: '$100k',
    url: 'https://globex.example.com/careers/1',
    appliedUrl: 'https://globex.example.com/apply/1',
    dateReceived: '2026-11-02T08:00:00.000Z',
    dateApplied: '2026-11-03T09:00:00.000Z',
    dateReapplied: '2026-11-04T10:00:00.000Z',
    notes: 'Call back Monday',
  };

  it('saves every field, replaces the recruiters (an empty name is Unknown), moves the version and tells', async () => {
    const owner = user();
    const jobId = await withLists(owner.userId);
    const saved = await update(STAFF, jobId, {
      version: 0,
      ...everyField,
      recruiters: [
        {
          name: 'Grace',
          profileUrl: 'https://www.linkedin.com/in/grace',
          email: 'grace@example.com',
          phone: '+1 555',
        },
        { name: '  ', email: '' },
      ],
    });
    expect(saved).toMatchObject({
      ...everyField,
      title: 'Staff Engineer',
      version: 1,
      recruiters: [
        {
          name: 'Grace',
          profileUrl: 'https://www.linkedin.com/in/grace',
          email: 'grace@example.com',
          phone: '+1 555',
        },
        { name: 'Unknown', profileUrl: null, email: null, phone: null },
      ],
    });
    expect(await get(owner, jobId)).toEqual({ ...saved, unreadMessages: 2 });
    expect(await outboxEvents(jobs, JobUpdatedEvent, jobId)).toEqual([
      {
        jobId,
        ownerId: owner.userId,
        jobTitle: 'Staff Engineer',
        company: 'Globex',
        version: 1,
        changedBy: STAFF.userId,
        at: saved.updatedAt,
      },
    ]);
  });

  it('keeps fields left out, clears notes and dates sent empty, and can remove every recruiter', async () => {
    const jobId = await withLists(randomUUID());
    await update(STAFF, jobId, { version: 0, notes: 'x', dateApplied: '2026-11-03T09:00:00.000Z' });
    const saved = await update(STAFF, jobId, { version: 1, notes: '', dateApplied: null, recruiters: [] });
    expect(saved).toMatchObject({
      title: 'Software Engineer',
      notes: null,
      dateApplied: null,
      recruiters: [],
      version: 2,
    });
  });

  it('refuses a save based on an older version and overwrites nothing', async () => {
    const jobId = await withLists(randomUUID());
    await update(STAFF, jobId, { version: 0, title: 'First save' });
    await expectRefusal(update(STAFF, jobId, { version: 0, title: 'Second tab', recruiters: [] }), stale);
    const job = await stored(jobId);
    expect(job).toMatchObject({ title: 'First save', version: 1 });
    expect(job?.recruiters).toHaveLength(1);
  });

  it('refuses users, the owner included, and changes nothing', async () => {
    const owner = user();
    const jobId = await withLists(owner.userId);
    await expectRefusal(update(owner, jobId, { version: 0, title: 'Mine now' }), staffOnly);
    expect(await stored(jobId)).toMatchObject({ title: 'Software Engineer', version: 0 });
  });

  it('answers Job not found for a job that does not exist', async () => {
    await expectRefusal(update(STAFF, randomUUID(), { version: 0, title: 'x' }), notFound);
  });

  it.each([
    [{ title: '  ' }, 'title', 'Title is required'],
    [{ company: '' }, 'company', 'Company is required'],
    [{ url: 'not a link' }, 'url', 'Please enter a valid URL'],
    [{ dateReceived: '1800-01-01T00:00:00.000Z' }, 'dateReceived', 'Please enter a valid date'],
    [{ notes: 'a\u0000b' }, 'notes', 'Please remove invalid characters'],
    [{ recruiters: [{ email: 'nope' }] }, 'recruiters', 'Invalid email address'],
  ])('refuses bad input %j with its message', (body, field, message) => {
    const parsed = UpdateJobRpc.request.safeParse({ actor: STAFF, jobId: randomUUID(), version: 0, ...body });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('jobs.job.change-status', () => {
  it('writes `Status changed to {status}` dated now, moves updated_at and the version, and tells', async () => {
    const owner = user();
    const jobId = await withLists(owner.userId);
    const before = Date.now();
    const saved = await changeStatus(STAFF, jobId, { status: 'Rejected' });
    expect(saved).toMatchObject({ status: 'Rejected', version: 1, dateApplied: null });
    const line = saved.timeline.at(-1)!;
    expect(line).toMatchObject({ event: 'Status changed to Rejected', status: 'completed', receipt: null });
    expect(Date.parse(line.date)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(saved.updatedAt)).toBe(Date.parse(line.date));
    expect(await outboxEvents(jobs, JobStatusChangedEvent, jobId)).toEqual([
      {
        jobId,
        ownerId: owner.userId,
        jobTitle: 'Software Engineer',
        company: 'Acme',
        status: 'Rejected',
        previousStatus: 'Saved',
        interviewAt: null,
        changedBy: STAFF.userId,
        at: line.date,
        version: 1,
        receipt: null,
      },
    ]);
  });

  it('moves from any status to any status', async () => {
    const jobId = await withLists(randomUUID());
    for (const status of ['Offer Received', 'Saved', 'Withdrawn'] as const) {
      expect(await changeStatus(STAFF, jobId, { status })).toMatchObject({ status });
    }
    expect((await stored(jobId))?.timeline).toHaveLength(5);
  });

  it('changes nothing when the job already has that status: no line, no event, no new version', async () => {
    const jobId = await withLists(randomUUID());
    await changeStatus(STAFF, jobId, { status: 'Rejected' });
    const again = await changeStatus(STAFF, jobId, { status: 'Rejected' });
    expect(again).toMatchObject({ status: 'Rejected', version: 1 });
    expect(again.timeline.filter((line) => line.event === 'Status changed to Rejected')).toHaveLength(1);
    expect(await outboxEvents(jobs, JobStatusChangedEvent, jobId)).toHaveLength(1);
    expect(await stored(jobId)).toMatchObject({ status: 'Rejected', version: 1 });
  });

  it('records an interview moved to another time, and nothing when the time is the same', async () => {
    const jobId = await withLists(randomUUID());
    const interviewAt = '2026-12-01T15:30:00.000Z';
    await changeStatus(STAFF, jobId, { status: 'Interview Scheduled', interviewAt });
    const same = await changeStatus(STAFF, jobId, { status: 'Interview Scheduled', interviewAt });
    expect(same.version).toBe(1);
    const moved = await changeStatus(STAFF, jobId, {
      status: 'Interview Scheduled',
      interviewAt: '2026-12-02T09:00:00.000Z',
    });
    expect(moved).toMatchObject({ version: 2, interviewAt: '2026-12-02T09:00:00.000Z' });
    expect(await outboxEvents(jobs, JobStatusChangedEvent, jobId)).toHaveLength(2);
  });

  it('dates the first move to Applied and writes the submission receipt the user sees', async () => {
    const owner = user();
    const jobId = await withLists(owner.userId);
    await seedUpload(jobs, {
      ownerId: owner.userId,
      jobId,
      type: 'cover_letter',
      ext: 'docx',
      fileName: 'letter.docx',
    });
    const saved = await changeStatus(
      STAFF,
      jobId,
      {
        status: 'Applied',
        submission: {
          resumeAttached: true,
          coverLetterAttached: true,
          appliedUrl: 'https://acme.example.com/apply/9',
        },
      },
      'Sam Staff',
    );
    const applied = saved.timeline.at(-2)!;
    expect(applied.event).toBe('Status changed to Applied');
    expect(saved.dateApplied).toBe(applied.date);
    expect(saved.appliedUrl).toBe('https://acme.example.com/apply/9');
    // Who applied, for the team figures, and where, stored.
    expect(await stored(jobId)).toMatchObject({
      appliedBy: STAFF.userId,
      appliedUrl: 'https://acme.example.com/apply/9',
    });
    const receiptLine = saved.timeline.at(-1)!;
    const cover = saved.documents.find((document) => document.type === 'cover_letter')!;
    const resume = saved.documents.find((document) => document.type === 'resume')!;
    expect(receiptLine).toMatchObject({ event: 'Application submitted', status: 'completed' });
    expect(receiptLine.receipt).toEqual({
      resume: { source: 'profile-resume', fileName: null, uploadedAt: resume.updatedAt },
      coverLetter: { source: 'upload', fileName: 'letter.docx', uploadedAt: cover.updatedAt },
      appliedUrl: 'https://acme.example.com/apply/9',
      submittedAt: applied.date,
      submittedBy: { userId: STAFF.userId, name: 'Sam Staff' },
    });
    expect((await get(owner, jobId)).timeline.at(-1)?.receipt).toEqual(receiptLine.receipt);
    expect((await outboxEvents(jobs, JobStatusChangedEvent, jobId))[0]).toMatchObject({
      status: 'Applied',
      receipt: receiptLine.receipt,
    });
  });

  it('records only the documents staff attached', async () => {
    const jobId = await withLists(randomUUID());
    const saved = await changeStatus(STAFF, jobId, {
      status: 'Applied',
      submission: { ...SENT, resumeAttached: false, coverLetterAttached: true },
    });
    expect(saved.timeline.at(-1)?.receipt).toMatchObject({
      resume: null,
      coverLetter: null,
      appliedUrl: SENT.appliedUrl,
      submittedBy: { userId: STAFF.userId, name: null },
    });
  });

  it('keeps the first date applied on a later move to Applied, which dates the re-application', async () => {
    const jobId = await withLists(randomUUID());
    const first = await changeStatus(STAFF, jobId, { status: 'Applied', submission: SENT });
    await changeStatus(STAFF, jobId, { status: 'Rejected' });
    const later: TJobActor = { userId: randomUUID(), role: 'admin' };
    const again = await changeStatus(later, jobId, { status: 'Applied', submission: SENT });
    // The first application's staff member stays the one who applied.
    expect(await stored(jobId)).toMatchObject({ appliedBy: STAFF.userId });
    expect(again.dateApplied).toBe(first.dateApplied);
    expect(again.dateReapplied).toBe(again.timeline.at(-2)?.date);
    expect(again.timeline.filter((line) => line.receipt)).toHaveLength(2);
  });

  it('stores the interview date and time with Interview Scheduled and puts it in the event', async () => {
    const jobId = await withLists(randomUUID());
    const interviewAt = '2026-12-01T15:30:00.000Z';
    const saved = await changeStatus(STAFF, jobId, { status: 'Interview Scheduled', interviewAt });
    expect(saved.interviewAt).toBe(interviewAt);
    expect((await outboxEvents(jobs, JobStatusChangedEvent, jobId))[0]).toMatchObject({ interviewAt });
    const later = await changeStatus(STAFF, jobId, { status: 'Interview Completed' });
    expect(later.interviewAt).toBe(interviewAt);
    expect((await outboxEvents(jobs, JobStatusChangedEvent, jobId))[1]).toMatchObject({ interviewAt: null });
  });

  it('refuses an interview date without Interview Scheduled, and submission details without Applied', async () => {
    const jobId = await withLists(randomUUID());
    await expectRefusal(
      changeStatus(STAFF, jobId, { status: 'Applied', interviewAt: '2026-12-01T15:30:00.000Z' }),
      {
        code: ErrorCode.Validation,
        message: JobsMessages.interviewOnlyWhenScheduled,
      },
    );
    await expectRefusal(changeStatus(STAFF, jobId, { status: 'Saved', submission: SENT }), {
      code: ErrorCode.Validation,
      message: JobsMessages.submissionOnlyWhenApplied,
    });
    expect(await stored(jobId)).toMatchObject({ status: 'Saved', version: 0 });
  });

  it('refuses Applied without the applied URL and the documents sent, and changes nothing', async () => {
    const jobId = await withLists(randomUUID());
    await expectRefusal(changeStatus(STAFF, jobId, { status: 'Applied' }), {
      code: ErrorCode.Validation,
      message: JobsMessages.submissionRequired,
    });
    const parse = (submission: Record<string, unknown>) =>
      ChangeJobStatusRpc.request
        .safeParse({ actor: STAFF, jobId, status: 'Applied', submission })
        .error?.issues.map((issue) => issue.message);
    expect(parse({ resumeAttached: true, coverLetterAttached: false })).toEqual([
      JobsMessages.appliedUrlRequired,
    ]);
    expect(parse({ ...SENT, appliedUrl: '  ' })).toEqual([JobsMessages.appliedUrlRequired]);
    expect(parse({ appliedUrl: SENT.appliedUrl })).toEqual([
      JobsMessages.submissionRequired,
      JobsMessages.submissionRequired,
    ]);
    expect(await stored(jobId)).toMatchObject({
      status: 'Saved',
      dateApplied: null,
      appliedBy: null,
      version: 0,
    });
  });

  it('refuses a status that is not one of the seven', () => {
    const parsed = ChangeJobStatusRpc.request.safeParse({
      actor: STAFF,
      jobId: randomUUID(),
      status: 'Hired',
    });
    expect(parsed.error?.issues[0]?.message).toBe('Please select a valid option');
  });

  it('refuses users, the owner included, and changes nothing', async () => {
    const owner = user();
    const jobId = await withLists(owner.userId);
    await expectRefusal(changeStatus(owner, jobId, { status: 'Applied', submission: SENT }), staffOnly);
    const job = await stored(jobId);
    expect(job).toMatchObject({ status: 'Saved', dateApplied: null, version: 0 });
    expect(job?.timeline).toHaveLength(2);
  });

  it('answers Job not found for a job that does not exist', async () => {
    await expectRefusal(changeStatus(STAFF, randomUUID(), { status: 'Applied', submission: SENT }), notFound);
  });
});

describe('jobs.job.delete', () => {
  it('deletes any job with its lists, names its stored files and gives the application back before Applied', async () => {
    const owner = user();
    const jobId = await withLists(owner.userId);
    const objectKey = await seedUpload(jobs, {
      ownerId: owner.userId,
      jobId,
      type: 'cover_letter',
      ext: 'pdf',
      fileName: 'c.pdf',
    });
    await jobs.db.message.create({
      data: { id: randomUUID(), jobId, senderId: owner.userId, senderRole: 'user', text: 'hi' },
    });
    expect(await remove(STAFF, jobId)).toEqual({
      jobId,
      removedObjectKeys: [objectKey],
      applicationReturned: true,
    });
    expect(await stored(jobId)).toBeNull();
    for (const table of ['job_recruiters', 'job_documents', 'job_timeline', 'messages']) {
      const { rows } = await jobs.sql.query(`SELECT 1 FROM ${table} WHERE job_id = $1`, [jobId]);
      expect(rows, table).toEqual([]);
    }
    expect(await outboxEvents(jobs, JobDeletedEvent, jobId)).toEqual([
      {
        jobId,
        ownerId: owner.userId,
        jobTitle: 'Software Engineer',
        company: 'Acme',
        deletedBy: STAFF.userId,
        at: expect.any(String),
        releaseApplication: true,
      },
    ]);
    await expectRefusal(get(owner, jobId), notFound);
  });

  it('keeps the application of a job that reached Applied', async () => {
    const jobId = await withLists(randomUUID());
    await changeStatus(STAFF, jobId, { status: 'Applied', submission: SENT });
    await changeStatus(STAFF, jobId, { status: 'Saved' });
    expect(await remove(STAFF, jobId)).toMatchObject({ removedObjectKeys: [], applicationReturned: false });
    expect((await outboxEvents(jobs, JobDeletedEvent, jobId))[0]).toMatchObject({
      releaseApplication: false,
    });
  });

  it('refuses users, the owner included, and deletes nothing', async () => {
    const owner = user();
    const jobId = await withLists(owner.userId);
    await expectRefusal(remove(owner, jobId), staffOnly);
    await expectRefusal(remove(user(), jobId), staffOnly);
    expect(await stored(jobId)).not.toBeNull();
    expect(await outboxEvents(jobs, JobDeletedEvent, jobId)).toEqual([]);
  });

  it('answers Job not found for a job that does not exist', async () => {
    await expectRefusal(remove(STAFF, randomUUID()), notFound);
  });
});
