import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { ReplyReceivedEvent, type TEventEnvelope } from '@hirerelay/contracts';
import { createAdmin } from '@hirerelay/testing/factories';
import { expect, test } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl, logInThroughApi } from './support/accounts.js';
import { subscribeThroughApi } from './support/billing.js';
import {
  FIXTURE_JOBS,
  FIXTURE_PAGES,
  importThroughApi,
  startJobPages,
  variantUrl,
  type JobPages,
} from './support/jobs.js';

// Issue 29 slice D: an employer's reply reaches the job (the reply-received event on the stream, as
// notifications publishes it); staff see the suggested status on the job page and confirm it in one
// click; the owner reads the reply, never the suggestion.

const JOB = FIXTURE_JOBS.greenhouse;
test.describe.configure({ timeout: 120_000 });

let pages: JobPages;
test.beforeAll(async () => {
  pages = await startJobPages();
});
test.afterAll(async () => {
  await pages.close();
});

/** The event notifications publishes once a reply to the user's reply address is accepted. */
async function publishReply(userId: string) {
  const natsUrl = process.env.E2E_NATS_URL;
  if (!natsUrl) throw new Error('E2E_NATS_URL is not set (scripts/e2e.mjs sets it)');
  const nc = await connect({ servers: natsUrl });
  try {
    const envelope: TEventEnvelope = {
      id: randomUUID(),
      subject: ReplyReceivedEvent.subject,
      producer: 'notifications',
      occurredAt: new Date().toISOString(),
      payload: ReplyReceivedEvent.payload.parse({
        replyId: randomUUID(),
        userId,
        replyAddress: 'u-e2e@reply.hirerelay.local',
        receivedAt: new Date().toISOString(),
        from: { name: `${JOB.company} Recruiting`, address: 'talent@mailer-example.org' },
        to: [{ name: '', address: 'u-e2e@reply.hirerelay.local' }],
        cc: [],
        replyTo: [],
        subject: 'Interview invitation',
        sentAt: null,
        messageId: `${randomUUID()}@mailer-example.org`,
        inReplyTo: [],
        references: [],
        body: 'We would like to invite you to an interview next week.',
        signature: '',
        quoted: '',
        attachments: [],
        classification: {
          kind: 'interview',
          confidence: 0.8,
          evidence: 'We would like to invite you to an interview next week.',
          suggestedStatus: 'Interview Scheduled',
          classifier: 'rules',
        },
        authentication: { spf: 'pass', dkim: 'pass', dmarc: 'pass' },
      }),
    };
    await jetstream(nc).publish(envelope.subject, JSON.stringify(envelope), { msgID: envelope.id });
  } finally {
    await nc.close();
  }
}

test('staff confirm the status a reply suggests in one click; the owner reads the reply', async ({
  browser,
}) => {
  const user = await (await browser.newContext()).newPage();
  const { userId } = await createOnboardedUser(user, 'replies');
  await subscribeThroughApi(user, 'starter');
  const { id } = await importThroughApi(user, variantUrl(pages, FIXTURE_PAGES.greenhouse, 9100));
  const staff = await (await browser.newContext()).newPage();
  const admin = await createAdmin(identityDatabaseUrl());
  await logInThroughApi(staff, admin.email, admin.password);
  await publishReply(userId);

  const jobPath = `/dashboard/jobs/${id}`;
  const replies = staff.getByRole('region', { name: 'Replies' });
  await expect(async () => {
    await staff.goto(jobPath);
    await expect(replies.getByText('Suggested status:')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(replies).toContainText('Interview Scheduled');
  await replies.getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.locator('.job-detail__company .job-status')).toHaveText('Interview Scheduled');
  await expect(replies).toContainText('(Confirmed)');

  await user.goto(`${jobPath}?tab=timeline`);
  const mine = user.getByRole('region', { name: 'Replies' });
  await expect(mine).toContainText('We would like to invite you to an interview next week.');
  await expect(mine).not.toContainText('Suggested status');
  await expect(user.getByText(`Reply from ${JOB.company} Recruiting: Interview invitation`)).toBeVisible();
});
