import type { TImportedJob, TJobDetail, TUsage } from '@hirerelay/contracts';
import {
  listMail,
  mailAttachmentText,
  mailLinks,
  testLogDir,
  waitFor,
  waitForMail,
  type HttpSession,
  type MailMessage,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startJobsSystem, type ErrorBody, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * A job's life after import through the real gateway and system, where two services meet: staff's
 * chat and status changes reach the owner's inbox (jobs → JetStream → notifications → SMTP sink),
 * each e-mail once and the chat e-mails throttled; deleting a job gives its application back to
 * billing's quota before Applied, not after (jobs → JetStream → billing). The rules in detail are
 * the services' own tests'.
 */
const backing = inject('backing');
const logDir = testLogDir('gateway-job-lifecycle');
/**
 * The chat e-mail window, 15 minutes in production, shortened here (notifications' setting); long
 * enough that the two later messages reach notifications within it on a busy machine.
 */
const MESSAGE_WINDOW_MS = 8_000;
let jobsSystem: JobsSystem;
let staff: Session;

beforeAll(async () => {
  // A system of its own: notifications' chat e-mail window is shortened to seconds.
  jobsSystem = await startJobsSystem(backing, logDir, {
    serviceEnv: {
      notifications: {
        JOB_EMAIL_MESSAGE_WINDOW_MS: String(MESSAGE_WINDOW_MS),
        JOB_EMAIL_SWEEP_INTERVAL_MS: '300',
      },
    },
  });
  staff = await jobsSystem.staffMember();
});
afterAll(async () => {
  await jobsSystem?.stop();
});

const importJob = (account: Session, page?: string) => jobsSystem.importJob(account, page);

const changeStatus = async (jobId: string, body: Record<string, unknown>) => {
  const changed = await staff.session.post<TJobDetail & ErrorBody>(`/api/jobs/${jobId}/status`, body);
  expect(changed.status).toBe(200);
  return changed.body;
};

/** A calendar file's lines, folded lines joined (RFC 5545; the parsed e-mail may have lost the CRs). */
const icsLines = (ics: string) => ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

const usedOf = async (session: HttpSession) =>
  (await session.get<{ usage: TUsage }>('/api/billing/usage')).body.usage.used;

/** The job page's address in an e-mail: the shared route table's path on the app's address. */
const linksToJob = (mail: MailMessage, jobId: string) =>
  mailLinks(mail).some((link) => new URL(link).pathname === `/dashboard/jobs/${jobId}`);

describe("staff's work on a job, in the owner's inbox", () => {
  let owner: Session;
  let job: TImportedJob['job'];
  beforeAll(async () => {
    owner = await jobsSystem.subscriber();
    job = await importJob(owner);
  });
  const about = () => `${job.title} at ${job.company}`;
  const messageMails = async () =>
    (await listMail(backing.MAIL_INBOX_URL, owner.email))
      .filter((mail) => mail.subject === `New message about ${about()}`)
      .reverse();
  const statusMails = async () =>
    (await listMail(backing.MAIL_INBOX_URL, owner.email))
      .filter((mail) => mail.subject.startsWith(`${about()}: `))
      .reverse();
  const post = async (text: string) => {
    const posted = await staff.session.post(`/api/jobs/${job.id}/messages`, { text });
    expect(posted.status).toBe(201);
  };

  it("e-mails staff's chat once per window, the later messages in one e-mail quoting the latest", async () => {
    await post('We found a referral for you.');
    const first = await waitForMail(backing.MAIL_INBOX_URL, {
      to: owner.email,
      subjectIncludes: 'New message about',
      timeoutMs: 15_000,
    });
    expect(first.text).toContain('> We found a referral for you.');
    expect(linksToJob(first, job.id)).toBe(true);

    // Two more within the window: held, then one e-mail with the latest text when the window closes.
    await post('The recruiter asked for your portfolio.');
    await post('Portfolio sent, interview likely next week.');
    const latest = await waitFor(
      async () => (await messageMails()).find((mail) => mail.text.includes('Portfolio sent')),
      { timeoutMs: MESSAGE_WINDOW_MS + 15_000, description: 'the held chat e-mail' },
    );
    expect(latest.text).toContain('> Portfolio sent, interview likely next week.');
    expect(latest.text).not.toContain('recruiter asked for your portfolio');
    expect(linksToJob(latest, job.id)).toBe(true);
    // Throttled: not before the window opened by the first e-mail closed (the sink's clock, 0.5 s slack).
    expect(Date.parse(latest.receivedAt) - Date.parse(first.receivedAt)).toBeGreaterThan(
      MESSAGE_WINDOW_MS - 500,
    );

    // Once: a window later, still exactly those two, and none ever quoted the middle message alone.
    await new Promise((resolve) => setTimeout(resolve, MESSAGE_WINDOW_MS + 1_000));
    expect((await messageMails()).map((mail) => mail.id)).toEqual([first.id, latest.id]);
  });

  it('e-mails each status change once, the interview with its calendar file', async () => {
    await changeStatus(job.id, {
      status: 'Applied',
      submission: { resumeAttached: true, coverLetterAttached: false, appliedUrl: job.url },
    });
    const applied = await waitForMail(backing.MAIL_INBOX_URL, {
      to: owner.email,
      subjectIncludes: ': Applied',
      timeoutMs: 15_000,
    });
    expect(applied.subject).toBe(`${about()}: Applied`);
    expect(linksToJob(applied, job.id)).toBe(true);
    expect(applied.attachments).toEqual([]);

    const interviewAt = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    interviewAt.setUTCMinutes(30, 0, 0);
    await changeStatus(job.id, { status: 'Interview Scheduled', interviewAt: interviewAt.toISOString() });
    const scheduled = await waitForMail(backing.MAIL_INBOX_URL, {
      to: owner.email,
      subjectIncludes: ': Interview Scheduled',
      timeoutMs: 15_000,
    });
    expect(linksToJob(scheduled, job.id)).toBe(true);
    const ics = await mailAttachmentText(backing.MAIL_INBOX_URL, scheduled, 'interview.ics');
    expect(scheduled.attachments.map((attachment) => attachment.filename)).toEqual(['interview.ics']);
    const lines = icsLines(ics ?? '');
    expect(lines, ics).toContain(`UID:interview-${job.id}@hirerelay`);
    expect(lines).toContain(`DTSTART:${interviewAt.toISOString().replace(/[-:]|\.\d{3}/g, '')}`);
    // The same file as the job page's download.
    const download = await owner.session.get<string>(`/api/jobs/${job.id}/interview.ics`);
    expect(icsLines(download.text)).toContain(
      `DTSTART:${interviewAt.toISOString().replace(/[-:]|\.\d{3}/g, '')}`,
    );

    // Once each: two changes, two e-mails.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await statusMails()).map((mail) => mail.subject)).toEqual([
      `${about()}: Applied`,
      `${about()}: Interview Scheduled`,
    ]);
  });
});

describe('deleting a job gives its application back before Applied, not after', () => {
  it("returns the quota of a job deleted before Applied and keeps an Applied one's used", async () => {
    const owner = await jobsSystem.subscriber();
    expect(await usedOf(owner.session)).toBe(0);
    const early = await importJob(owner, 'linkedin');
    const applied = await importJob(owner, 'indeed');
    expect(await usedOf(owner.session)).toBe(2);
    await changeStatus(applied.id, {
      status: 'Applied',
      submission: { resumeAttached: true, coverLetterAttached: false, appliedUrl: applied.url },
    });
    // Back to Saved: the job was Applied once, so its application stays used.
    await changeStatus(applied.id, { status: 'Saved' });

    // The Applied job first: its job-deleted event comes before the other one's on the stream.
    expect((await staff.session.delete(`/api/jobs/${applied.id}`)).status).toBe(204);
    expect((await staff.session.delete(`/api/jobs/${early.id}`)).status).toBe(204);
    await waitFor(async () => (await usedOf(owner.session)) === 1 || null, {
      timeoutMs: 15_000,
      description: "billing gives the early job's application back",
    });
    for (const jobId of [early.id, applied.id]) {
      expect((await owner.session.get(`/api/jobs/${jobId}`)).status).toBe(404);
    }
    // And nothing more comes back later (an event handled twice, or the Applied job's).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await usedOf(owner.session)).toBe(1);

    // The application given back can be used again.
    await importJob(owner, 'workday');
    expect(await usedOf(owner.session)).toBe(2);
  });

  it('refuses the owner the delete, and gives nothing back', async () => {
    const owner = await jobsSystem.subscriber();
    const job = await importJob(owner);
    expect((await owner.session.delete(`/api/jobs/${job.id}`)).status).toBe(403);
    expect((await owner.session.get(`/api/jobs/${job.id}`)).status).toBe(200);
    expect(await usedOf(owner.session)).toBe(1);
  });
});
