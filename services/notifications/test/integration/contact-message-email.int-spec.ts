import fs from 'node:fs';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ContactMessageReceivedEvent,
  GetReceivedPingRpc,
  ListPublishedPostsRpc,
  SubmitContactMessageRpc,
  type RpcRequest,
} from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import {
  findPublishedEvent,
  listMail,
  startService,
  testLogDir,
  testRpcClient,
  waitFor,
  waitForMail,
  type MailMessage,
  type RunningApp,
} from '@hirerelay/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const backing = inject('backing');
const logDir = testLogDir('contact-message-email');
// A support address of this file's own, so its inbox holds only the messages sent here.
const SUPPORT_EMAIL = `support-${crypto.randomUUID().slice(0, 8)}@example.com`;

let content: RunningApp | undefined;
let notifications: RunningApp | undefined;
let rpc: RpcClient;
let nc: NatsConnection;
const notificationsDb = new pg.Client({
  connectionString: `${backing.POSTGRES_URL}/hirerelay_notifications`,
});
const senders: { email: string; message: string }[] = [];

beforeAll(async () => {
  rpc = testRpcClient(backing);
  nc = await connect({ servers: backing.NATS_URL });
  await notificationsDb.connect();
  // Not the shared system: it starts only what it checks (content and notifications), with settings of its own.
  content = startService('content', backing, { logDir });
  notifications = startService('notifications', backing, { logDir, env: { SUPPORT_EMAIL } });
  await waitFor(async () => rpc.request(ListPublishedPostsRpc, { limit: 1 }).then(() => true), {
    timeoutMs: 30_000,
    description: 'content answers',
  });
  await waitFor(
    async () => rpc.request(GetReceivedPingRpc, { eventId: crypto.randomUUID() }).then(() => true),
    { timeoutMs: 30_000, description: 'notifications answers' },
  );
});

afterAll(async () => {
  await Promise.all([content?.stop(), notifications?.stop()]);
  await rpc?.close();
  await nc?.drain();
  await notificationsDb.end();
});

/** A message from a visitor with a name and address of their own, as the contact form sends it. */
async function submit(overrides: Partial<RpcRequest<typeof SubmitContactMessageRpc>> = {}) {
  const tag = crypto.randomUUID().slice(0, 8);
  const request = {
    reason: 'billing' as const,
    name: `Jane ${tag}`,
    email: `jane-${tag}@example.com`,
    message: `I was charged twice <b>${tag}</b> & want a refund.`,
    ...overrides,
  };
  senders.push({ email: request.email, message: request.message });
  const reply = await rpc.request(SubmitContactMessageRpc, request);
  return { request, reply, tag };
}

async function mailWithSubject(subject: string): Promise<MailMessage[]> {
  return (await listMail(backing.MAIL_INBOX_URL, SUPPORT_EMAIL)).filter((mail) => mail.subject === subject);
}

async function rawHeader(mail: MailMessage, name: string): Promise<string | undefined> {
  const raw = await (await fetch(new URL(`/messages/${mail.id}/raw`, backing.MAIL_INBOX_URL))).text();
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1];
}

async function sentEmailRows(eventId: string) {
  const { rows } = await notificationsDb.query(
    'SELECT kind, "to", subject, status, error FROM sent_emails WHERE event_id = $1',
    [eventId],
  );
  return rows;
}

describe('the contact-form e-mail to support', () => {
  it('brings the message to support once, with Reply-To the visitor, and is recorded as sent', async () => {
    const { request, reply, tag } = await submit();
    const subject = `Contact form (Billing): ${request.name}`;

    const mail = await waitForMail(backing.MAIL_INBOX_URL, {
      to: SUPPORT_EMAIL,
      subjectIncludes: subject,
      timeoutMs: 15_000,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.to).toEqual([SUPPORT_EMAIL]);
    expect(mail.from).toBe('no-reply@hirerelay.local');
    expect(await rawHeader(mail, 'Reply-To')).toBe(`${request.name} <${request.email}>`);
    expect(mail.text).toContain(request.message);
    expect(mail.text).toContain(`E-mail: ${request.email}`);
    expect(mail.text).toContain('Sent by: a visitor (not signed in)');
    expect(mail.html).toContain(`I was charged twice &lt;b&gt;${tag}&lt;/b&gt; &amp; want a refund.`);
    expect(mail.html).not.toContain('<b>');

    // The event content published for this message, as every consumer receives it.
    const event = (await findPublishedEvent(
      nc,
      ContactMessageReceivedEvent.subject,
      (envelope) => (envelope.payload as { messageId?: string }).messageId === reply.id,
    ))!;
    expect(event).not.toBeNull();
    expect(mail.messageId).toBe(`<contact-message.${event.id}@hirerelay.local>`);
    await waitFor(async () => (await sentEmailRows(event.id))[0]?.status === 'sent', {
      description: 'the sent e-mail is recorded',
    });
    expect(await sentEmailRows(event.id)).toEqual([
      { kind: 'contact_message', to: SUPPORT_EMAIL, subject, status: 'sent', error: null },
    ]);

    // Re-published with a message id JetStream cannot recognise (as after a relay crash outside the
    // duplicate window): the consumer's processed-events record stops a second e-mail.
    const republish = await jetstream(nc).publish(event.subject, JSON.stringify(event), {
      msgID: crypto.randomUUID(),
    });
    expect(republish.duplicate).toBe(false);
    const marker = await submit({ reason: 'feedback' });
    await waitForMail(backing.MAIL_INBOX_URL, {
      to: SUPPORT_EMAIL,
      subjectIncludes: `Contact form (Feedback): ${marker.request.name}`,
      timeoutMs: 15_000,
    });
    expect(await mailWithSubject(subject)).toHaveLength(1);
  });

  it('names a signed-in sender by user id', async () => {
    const userId = crypto.randomUUID();
    const { request } = await submit({ reason: 'support', userId });
    const mail = await waitForMail(backing.MAIL_INBOX_URL, {
      to: SUPPORT_EMAIL,
      subjectIncludes: `Contact form (Support): ${request.name}`,
      timeoutMs: 15_000,
    });
    expect(mail.text).toContain(`Sent by: signed-in user ${userId}`);
  });

  it("never writes the visitor's address or words to the log", () => {
    const log = fs.readFileSync(notifications!.logFile, 'utf8');
    expect(log).toContain('contact message e-mailed to support');
    for (const { email, message } of senders) {
      expect(log).not.toContain(email);
      expect(log).not.toContain(message);
    }
  });
});
