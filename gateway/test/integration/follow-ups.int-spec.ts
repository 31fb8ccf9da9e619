import {
  FollowUpMessages,
  type TFollowUp,
  type TFollowUpList,
  type TImportedJob,
  type TJobDetail,
  type TJobFollowUps,
} from '@hirerelay/contracts';
import { MSG_FORBIDDEN } from '@hirerelay/domain';
import { waitFor, waitForMail } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedJobsSystem, type ErrorBody, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * A quiet application's follow-up (issue 29) across the real system: jobs' follow-up work makes the
 * task once the application is old enough (aged here with SQL on jobs' database), staff read the
 * drafted nudge and Send it through the gateway, the owner's timeline records it, and notifications
 * e-mails it to the employer from the owner's reply address with jobs' Message-ID (the SMTP sink).
 * The rules in detail are jobs' and notifications' service tests (follow-ups.svc-spec.ts,
 * follow-up-email.svc-spec.ts).
 */
const shared = inject('shared');
let jobsSystem: JobsSystem;
let owner: Session;
let staff: Session;
let job: TImportedJob['job'];

beforeAll(async () => {
  jobsSystem = await sharedJobsSystem(shared);
  [owner, staff] = await Promise.all([jobsSystem.subscriber(), jobsSystem.staffMember()]);
  expect((await owner.session.patch('/api/profile', { fullName: 'Grace Hopper' })).status).toBe(200);
  job = await jobsSystem.importJob(owner);
  const applied = await staff.session.post<TJobDetail>(`/api/jobs/${job.id}/status`, {
    status: 'Applied',
    submission: { resumeAttached: true, coverLetterAttached: false, appliedUrl: job.url },
  });
  expect(applied.status).toBe(200);
});
afterAll(async () => {
  await jobsSystem?.stop();
});

/** The job's follow-ups as staff see them, once the work has made one. */
const dueFollowUp = () =>
  waitFor(
    async () => {
      const { body } = await staff.session.get<TJobFollowUps>(`/api/jobs/${job.id}/follow-ups`);
      return body.items.find((item) => item.state === 'due') ?? null;
    },
    { timeoutMs: 20_000, description: "the job's due follow-up" },
  );

describe('a quiet application’s follow-up', () => {
  it('is refused to users, and the owner may turn follow-ups off and on', async () => {
    expect((await owner.session.get<ErrorBody>('/api/jobs/follow-ups')).body.error.message).toBe(
      MSG_FORBIDDEN,
    );
    expect((await owner.session.get(`/api/jobs/${job.id}/follow-ups`)).status).toBe(403);
    const off = await owner.session.request('PUT', `/api/jobs/${job.id}/follow-ups`, {
      json: { enabled: false },
    });
    expect(off).toMatchObject({ status: 200, body: { jobId: job.id, enabled: false } });
    expect((await owner.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body.followUpsEnabled).toBe(false);
    const on = await owner.session.request('PUT', `/api/jobs/${job.id}/follow-ups`, {
      json: { enabled: true },
    });
    expect(on.status).toBe(200);
  });

  it('is made when the application goes quiet, sent by staff from the owner’s reply address', async () => {
    // Applied 8 days ago (FOLLOW_UP_AFTER_DAYS is 7): the work (every second here) makes the task.
    const jobsDb = await jobsSystem.database('jobs');
    await jobsDb.query(`UPDATE jobs SET date_applied = now() - interval '8 days' WHERE id = $1::uuid`, [
      job.id,
    ]);
    const due = await dueFollowUp();
    expect(due.subject).toBe(`Following up on my application for ${job.title} at ${job.company}`);
    expect(due.body).toContain('Best regards,\nGrace Hopper');

    const list = await staff.session.get<TFollowUpList>('/api/jobs/follow-ups');
    expect(list.status).toBe(200);
    expect(list.body.items.map((row) => row.jobId)).toContain(job.id);

    // A bad address is the form's 400; then Send.
    const invalid = await staff.session.post<ErrorBody>(`/api/jobs/${job.id}/follow-ups/${due.id}/send`, {
      recipient: 'not an address',
      subject: due.subject,
      body: due.body,
    });
    expect(invalid.status).toBe(400);
    const recipient = `hiring-${job.id}@employer.example`;
    const sent = await staff.session.post<TFollowUp>(`/api/jobs/${job.id}/follow-ups/${due.id}/send`, {
      recipient,
      subject: due.subject,
      body: due.body,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ state: 'sent', recipient });

    const mail = await waitForMail(jobsSystem.backing.MAIL_INBOX_URL, { to: recipient, timeoutMs: 20_000 });
    const notificationsDb = await jobsSystem.database('notifications');
    const { rows } = await notificationsDb.query<{ local_part: string }>(
      'SELECT local_part FROM reply_addresses WHERE user_id = $1::uuid AND retired_at IS NULL',
      [owner.id],
    );
    expect(rows).toHaveLength(1);
    expect(mail.from).toBe(`${rows[0]!.local_part}@reply.hirerelay.local`);
    expect(mail.fromName).toBe('Grace Hopper');
    expect(mail.messageId).toBe(sent.body.messageId);
    expect(mail.subject).toBe(due.subject);
    expect(mail.text.trim()).toBe(due.body);

    // The owner's timeline says so; a second Send is refused.
    const detail = await owner.session.get<TJobDetail>(`/api/jobs/${job.id}`);
    expect(detail.body.timeline.map((entry) => entry.event)).toContain(`Follow-up sent to ${recipient}`);
    const again = await staff.session.post<ErrorBody>(`/api/jobs/${job.id}/follow-ups/${due.id}/send`, {
      recipient,
      subject: due.subject,
      body: due.body,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(FollowUpMessages.followUpNotDue);
  });
});
