import { randomUUID } from 'node:crypto';
import {
  AddInternalNoteRpc,
  ErrorCode,
  ExportJobsCsvPageRpc,
  GetJobRpc,
  JobsMessages,
  JobUpdatedEvent,
  ListInternalNotesRpc,
  ListJobMessagesRpc,
  ListJobsRpc,
  RecordOutreachRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { expectRefusal } from '@hirerelay/testing';
import { describe, expect, it } from 'vitest';
import { ChatService } from '../../src/chat/chat.service.js';
import { InternalNotesService } from '../../src/internal-notes/internal-notes.service.js';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import { JobExportService } from '../../src/jobs/job-export.service.js';
import { JobsService } from '../../src/jobs/jobs.service.js';
import { OutreachService } from '../../src/outreach/outreach.service.js';
import {
  expectStaffOnly,
  outboxEvents,
  seedJob,
  STAFF,
  useJobsModule,
  userActor,
} from '../support/jobs-module.js';

// The staff workbench's packet: internal notes (staff-only, never in an owner-facing
// read) and recruiter outreach (Professional and Unlimited only, refused by the service).

const jobs = useJobsModule();
const notes = () => jobs.app.get(InternalNotesService);
const outreach = () => jobs.app.get(OutreachService);
const details = () => jobs.app.get(JobDetailService);

const addNote = (actor: TJobActor, jobId: string, text: string, actorName?: string) =>
  notes().add(AddInternalNoteRpc.request.parse({ actor, jobId, text, actorName }));
const listNotes = (actor: TJobActor, jobId: string) =>
  notes().list(ListInternalNotesRpc.request.parse({ actor, jobId }));
const record = (actor: TJobActor, jobId: string, body: Record<string, unknown>) =>
  outreach().record(RecordOutreachRpc.request.parse({ actor, jobId, ...body }));
const get = (actor: TJobActor, jobId: string) => details().get(GetJobRpc.request.parse({ actor, jobId }));

/** A job on `plan` (its plan at import) with one recruiter; answers the job's and the recruiter's ids. */
async function jobOnPlan(plan: string, ownerId: string = randomUUID()) {
  const jobId = await seedJob(jobs, { userId: ownerId, title: `Job ${randomUUID()}` });
  await jobs.db.job.update({ where: { id: jobId }, data: { subscriptionType: plan } });
  const recruiterId = randomUUID();
  await jobs.db.jobRecruiter.create({
    data: { id: recruiterId, jobId, name: 'Ada Lovelace', email: 'ada@example.com', profileUrl: null },
  });
  return { jobId, recruiterId, ownerId };
}

describe('internal notes', () => {
  it('lets staff add notes and read the thread oldest first, with author and time', async () => {
    const { jobId } = await jobOnPlan('Starter');
    const first = await addNote(STAFF, jobId, '  Called the recruiter, no answer  ', 'Sam Staff');
    const other: TJobActor = { userId: randomUUID(), role: 'admin' };
    await addNote(other, jobId, 'Try again Monday');
    expect(first).toMatchObject({
      jobId,
      authorId: STAFF.userId,
      authorName: 'Sam Staff',
      text: 'Called the recruiter, no answer',
    });
    const { items } = await listNotes(STAFF, jobId);
    expect(items.map(({ text, authorId, authorName }) => ({ text, authorId, authorName }))).toEqual([
      { text: 'Called the recruiter, no answer', authorId: STAFF.userId, authorName: 'Sam Staff' },
      { text: 'Try again Monday', authorId: other.userId, authorName: null },
    ]);
    expect(Date.parse(items[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(items[1]!.createdAt));
  });

  it('refuses users, the owner included, and stores nothing; Job not found for a job that does not exist', async () => {
    const owner = userActor();
    const job = await jobOnPlan('Professional', owner.userId);
    await expectStaffOnly((actor, jobId) => addNote(actor, jobId, 'mine'), job);
    await expectStaffOnly(listNotes, job);
    const { rows } = await jobs.sql.query('SELECT 1 FROM job_internal_notes WHERE job_id = $1', [job.jobId]);
    expect(rows).toEqual([]);
  });

  it('is absent from every owner-facing read: the job, the list, the chat, the export and the events', async () => {
    const owner = userActor();
    const { jobId } = await jobOnPlan('Professional', owner.userId);
    const secret = `internal-${randomUUID()}`;
    await addNote(STAFF, jobId, secret, 'Sam Staff');

    const ownerReads: unknown[] = [
      await get(owner, jobId),
      await jobs.app.get(JobsService).list(ListJobsRpc.request.parse({ actor: owner })),
      await jobs.app.get(ChatService).list(ListJobMessagesRpc.request.parse({ actor: owner, jobId })),
      // The jobs CSV (staff's export of every job) is the owner's data too: no internal notes in it.
      await jobs.app
        .get(JobExportService)
        .page(ExportJobsCsvPageRpc.request.parse({ actor: STAFF, userId: owner.userId })),
    ];
    for (const read of ownerReads) expect(JSON.stringify(read)).not.toContain(secret);
    // A note writes no event (so no live stream, e-mail or other service sees it) and leaves the
    // job as the owner sees it: the same version, no timeline line.
    const { rows } = await jobs.sql.query<{ n: string }>(
      "SELECT count(*) AS n FROM outbox_events WHERE envelope::text LIKE '%' || $1 || '%'",
      [secret],
    );
    expect(rows[0]?.n).toBe('0');
    expect(await outboxEvents(jobs, JobUpdatedEvent, jobId)).toEqual([]);
    expect(await get(owner, jobId)).toMatchObject({ version: 0, timeline: [] });
    // Staff do see it.
    expect(JSON.stringify(await listNotes(STAFF, jobId))).toContain(secret);
  });
});

describe('recruiter outreach', () => {
  const email = { channel: 'email', message: 'Hello Ada, my client is a great fit for the role.' };

  it('records outreach on a Professional job: the owner sees the timeline line and the date, staff the message', async () => {
    const owner = userActor();
    const { jobId, recruiterId } = await jobOnPlan('Professional', owner.userId);
    const sentAt = '2026-11-20T15:00:00.000Z';
    const saved = await record(STAFF, jobId, { ...email, recruiterId, sentAt });
    expect(saved.version).toBe(1);
    expect(saved.outreach).toEqual([
      {
        id: expect.any(String),
        recruiterName: 'Ada Lovelace',
        channel: 'email',
        sentAt,
        message: email.message,
      },
    ]);
    const seen = await get(owner, jobId);
    expect(seen.timeline.map(({ event, date }) => ({ event, date }))).toEqual([
      { event: 'Recruiter outreach sent to Ada Lovelace', date: sentAt },
    ]);
    expect(seen.outreach).toEqual([
      { id: saved.outreach[0]!.id, recruiterName: 'Ada Lovelace', channel: 'email', sentAt, message: null },
    ]);
    expect(await outboxEvents(jobs, JobUpdatedEvent, jobId)).toEqual([
      expect.objectContaining({ jobId, ownerId: owner.userId, version: 1, changedBy: STAFF.userId }),
    ]);
  });

  it('records LinkedIn outreach on an Unlimited job, dated now when no time is given', async () => {
    const { jobId, recruiterId } = await jobOnPlan('Unlimited');
    const before = Date.now();
    const saved = await record(STAFF, jobId, { recruiterId, channel: 'linkedin', message: 'Hi Ada' });
    expect(saved.outreach[0]).toMatchObject({ channel: 'linkedin', recruiterName: 'Ada Lovelace' });
    expect(Date.parse(saved.outreach[0]!.sentAt)).toBeGreaterThanOrEqual(before);
  });

  it.each(['Starter', 'Custom Plan'])(
    'refuses outreach on a %s job, whatever the page offered, and records nothing',
    async (plan) => {
      const { jobId, recruiterId } = await jobOnPlan(plan);
      await expectRefusal(record(STAFF, jobId, { ...email, recruiterId }), {
        code: ErrorCode.Forbidden,
        message: JobsMessages.outreachNotInPlan,
      });
      const { rows } = await jobs.sql.query('SELECT 1 FROM job_outreach WHERE job_id = $1', [jobId]);
      expect(rows).toEqual([]);
      expect(await get(STAFF, jobId)).toMatchObject({ version: 0, timeline: [], outreach: [] });
      expect(await outboxEvents(jobs, JobUpdatedEvent, jobId)).toEqual([]);
    },
  );

  it('refuses a recruiter the job does not list', async () => {
    const { jobId } = await jobOnPlan('Professional');
    const elsewhere = await jobOnPlan('Professional');
    await expectRefusal(record(STAFF, jobId, { ...email, recruiterId: elsewhere.recruiterId }), {
      code: ErrorCode.Validation,
      message: JobsMessages.recruiterNotFound,
    });
  });

  it('refuses users, the owner included, before anything else', async () => {
    const owner = userActor();
    const job = await jobOnPlan('Professional', owner.userId);
    await expectStaffOnly(
      (actor, jobId) => record(actor, jobId, { ...email, recruiterId: job.recruiterId }),
      job,
    );
  });

  it('refuses a channel other than e-mail or LinkedIn', () => {
    const parsed = RecordOutreachRpc.request.safeParse({
      actor: STAFF,
      jobId: randomUUID(),
      recruiterId: randomUUID(),
      channel: 'phone',
      message: 'x',
    });
    expect(parsed.error?.issues[0]?.message).toBe('Choose e-mail or LinkedIn');
  });
});
