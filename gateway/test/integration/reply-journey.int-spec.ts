import { createHmac, randomUUID } from 'node:crypto';
import type { TJobDetail, TJobReplies, TJobReply, TReplyAddress } from '@hirerelay/contracts';
import { testLogDir, waitFor, waitForMail } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedJobsSystem, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * Issue 29's promise across every service, as an employer's provider delivers it: a user's reply
 * address (notifications, asked through the gateway as Settings does), an e-mail from the job's
 * recruiter posted to the signed inbound webhook (gateway → object store → notifications: parsed,
 * classified, kept, published), matched by jobs to the right one of the user's jobs, shown on that
 * job's timeline with a suggested status staff confirm in one step, and the copy forwarded to the
 * user's own address. Each part's rules are in its own tests (inbound-mail, job-replies,
 * reply-address int-specs and the service tests); this one proves they are joined.
 */
const shared = inject('shared');
const SECRET = 'reply-journey-webhook-secret-for-the-integration-test';
let system: JobsSystem;
let owner: Session;
let staff: Session;

beforeAll(async () => {
  system = await sharedJobsSystem(shared, {
    gatewayEnv: { INBOUND_MAIL_WEBHOOK_SECRET: SECRET },
    logDir: testLogDir('gateway-reply-journey'),
  });
  [owner, staff] = await Promise.all([system.subscriber(), system.staffMember()]);
}, 120_000);
afterAll(async () => {
  await system?.stop();
});

function postSignedMail(recipient: string, raw: string) {
  const body = Buffer.from(raw);
  const t = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', SECRET).update(`${t}.`).update(body).digest('hex');
  return fetch(`${system.url}/api/webhooks/inbound-mail`, {
    method: 'POST',
    headers: {
      'content-type': 'message/rfc822',
      'x-hirerelay-signature': `t=${t},v1=${signature}`,
      'x-hirerelay-recipient': recipient,
    },
    body,
  });
}

describe('an employer’s e-mail to the reply address', () => {
  it('lands on the right job with a suggested status staff confirm, and the user gets the copy', async () => {
    const recruiter = `recruiter-${randomUUID().slice(0, 8)}@hiring-example.com`;
    const [job, other] = [await system.importJob(owner), await system.importJob(owner)];
    const { version } = (await staff.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body;
    const edited = await staff.session.patch<TJobDetail>(`/api/jobs/${job.id}`, {
      version,
      recruiters: [{ name: 'Riley Recruiter', email: recruiter }],
    });
    expect(edited.status).toBe(200);
    const address = await owner.session.get<TReplyAddress>('/api/me/reply-address');
    expect(address.status).toBe(200);

    const subject = `Interview invitation ${randomUUID().slice(0, 8)}`;
    const posted = await postSignedMail(
      address.body.address,
      [
        `From: Riley Recruiter <${recruiter}>`,
        `To: ${address.body.address}`,
        `Subject: ${subject}`,
        `Message-ID: <${randomUUID()}@hiring-example.com>`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Hello,',
        '',
        'Thank you for your application. We would like to invite you to an interview next Tuesday at 10am.',
        '',
        'Best regards,',
        'Riley',
        '',
      ].join('\r\n'),
    );
    expect(posted.status).toBe(200);

    const onTheJob = await waitFor(
      async () => {
        const replies = await owner.session.get<TJobReplies>(`/api/jobs/${job.id}/replies`);
        return replies.body.items?.find((reply) => reply.subject === subject) ?? null;
      },
      { timeoutMs: 30_000, description: 'the reply on the job it was about' },
    );
    expect(onTheJob).toMatchObject({ kind: 'interview', from: { address: recruiter } });
    const detail = (await owner.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body;
    expect(detail.timeline.map((line) => line.event)).toContain(
      'Reply from Riley Recruiter: Interview invitation',
    );
    const elsewhere = await owner.session.get<TJobReplies>(`/api/jobs/${other.id}/replies`);
    expect(elsewhere.body.items).toEqual([]);

    const forwarded = await waitForMail(system.backing.MAIL_INBOX_URL, {
      to: owner.email,
      subjectIncludes: `Fwd: ${subject}`,
      timeoutMs: 30_000,
    });
    expect(forwarded.subject).toContain(subject);

    const staffView = await staff.session.get<TJobReplies>(`/api/jobs/${job.id}/replies`);
    const suggested = staffView.body.items.find((reply) => reply.id === onTheJob.id) as TJobReply;
    expect(suggested.suggestion).toMatchObject({ status: 'Interview Scheduled', state: 'pending' });
    const confirmed = await staff.session.post<TJobReply>(
      `/api/jobs/${job.id}/replies/${onTheJob.id}/confirm`,
      {},
    );
    expect(confirmed.status).toBe(200);
    expect((await owner.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body.status).toBe(
      'Interview Scheduled',
    );
  });
});
