import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { GetReceivedPingRpc, PasswordResetRequestedEvent, type TEventEnvelope } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import {
  listMail,
  mailLinks,
  startService,
  testLogDir,
  testRpcClient,
  waitFor,
  waitForMail,
  type RunningApp,
} from '@hirerelay/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const backing = inject('backing');
const logDir = testLogDir('password-reset-email');
const APP_BASE_URL = 'http://app.hirerelay.test:8443';
const SUBJECT = 'Reset your HireRelay password';
const HOUR_MS = 60 * 60 * 1000;

let notifications: RunningApp | undefined;
let rpc: RpcClient;
let nc: NatsConnection;
let js: JetStreamClient;
const db = new pg.Client({ connectionString: `${backing.POSTGRES_URL}/hirerelay_notifications` });
const tokens: string[] = [];

async function startNotifications(env: Record<string, string> = {}): Promise<void> {
  // Not the shared system: it starts only what it checks (notifications), with settings of its own.
  notifications = startService('notifications', backing, { logDir, env: { APP_BASE_URL, ...env } });
  await waitFor(
    async () => rpc.request(GetReceivedPingRpc, { eventId: crypto.randomUUID() }).then(() => true),
    { timeoutMs: 30_000, description: 'notifications answers' },
  );
}

const uniqueAddress = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;

/** A reset request as identity's outbox relay publishes it: the envelope, with its id as message id. */
function resetEvent(email: string, overrides: { expiresAt?: string } = {}): TEventEnvelope {
  const token = randomBytes(32).toString('base64url');
  tokens.push(token);
  return {
    id: crypto.randomUUID(),
    subject: PasswordResetRequestedEvent.subject,
    producer: 'identity',
    occurredAt: new Date().toISOString(),
    payload: {
      userId: crypto.randomUUID(),
      email,
      token,
      expiresAt: overrides.expiresAt ?? new Date(Date.now() + HOUR_MS).toISOString(),
    },
  };
}

async function publish(envelope: TEventEnvelope, msgID = envelope.id) {
  return js.publish(envelope.subject, JSON.stringify(envelope), { msgID });
}

const tokenOf = (envelope: TEventEnvelope) => (envelope.payload as { token: string }).token;

async function sentEmailRows(eventId: string) {
  const { rows } = await db.query<{
    kind: string;
    to: string;
    subject: string;
    status: string;
    error: string | null;
  }>('SELECT kind, "to", subject, status, error, sent_at FROM sent_emails WHERE event_id = $1', [eventId]);
  return rows;
}

/** Publishes a fresh reset request and waits for its e-mail: every event before it was handled. */
async function handledEverythingBefore(): Promise<void> {
  const to = uniqueAddress('marker');
  await publish(resetEvent(to));
  await waitForMail(backing.MAIL_INBOX_URL, { to, timeoutMs: 15_000 });
}

/** A local port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  rpc = testRpcClient(backing);
  nc = await connect({ servers: backing.NATS_URL });
  js = jetstream(nc);
  await db.connect();
  await startNotifications();
});

afterAll(async () => {
  await notifications?.stop();
  await rpc?.close();
  await nc?.drain();
  await db.end();
});

describe('the password-reset e-mail', () => {
  it('is sent once per reset request, with the reset link, and recorded as sent', async () => {
    const to = uniqueAddress('reset');
    const event = resetEvent(to);
    const since = new Date();
    await publish(event);

    const mail = await waitForMail(backing.MAIL_INBOX_URL, { to, timeoutMs: 15_000 });
    const link = `${APP_BASE_URL}/reset-password?token=${tokenOf(event)}`;
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.to).toEqual([to]);
    expect(mail.from).toBe('no-reply@hirerelay.local');
    expect(Date.parse(mail.receivedAt)).toBeGreaterThanOrEqual(since.getTime() - 1_000);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain('you can ignore this e-mail');
    expect(mail.html).toContain('<html lang="en">');
    expect(mailLinks(mail)).toContain(link);
    expect(mail.messageId).toBe(`<password-reset.${event.id}@hirerelay.local>`);

    await waitFor(async () => (await sentEmailRows(event.id))[0]?.status === 'sent', {
      description: 'the sent e-mail is recorded',
    });
    expect(await sentEmailRows(event.id)).toEqual([
      expect.objectContaining({ kind: 'password_reset', to, subject: SUBJECT, status: 'sent', error: null }),
    ]);

    // Re-published with a message id JetStream cannot recognise (as after a relay crash outside
    // the duplicate window): the consumer's processed-events record stops a second e-mail.
    const republish = await publish(event, crypto.randomUUID());
    expect(republish.duplicate).toBe(false);
    await handledEverythingBefore();
    expect(await listMail(backing.MAIL_INBOX_URL, to)).toHaveLength(1);
    expect(await sentEmailRows(event.id)).toHaveLength(1);
  });

  it('is not sent once the link has expired, and that is recorded', async () => {
    const to = uniqueAddress('expired');
    const event = resetEvent(to, { expiresAt: new Date(Date.now() - 1_000).toISOString() });
    await publish(event);
    await handledEverythingBefore();

    expect(await listMail(backing.MAIL_INBOX_URL, to)).toHaveLength(0);
    expect(await sentEmailRows(event.id)).toEqual([
      expect.objectContaining({ to, status: 'failed', error: expect.stringContaining('expired') }),
    ]);
  });

  it('is retried while the SMTP server is unreachable, and sent once it is back', async () => {
    await notifications!.stop();
    await startNotifications({ SMTP_PORT: String(await closedPort()) });
    const to = uniqueAddress('retried');
    const event = resetEvent(to);
    await publish(event);
    await waitFor(async () => (await sentEmailRows(event.id))[0]?.status === 'failed', {
      timeoutMs: 15_000,
      description: 'the failed attempt is recorded',
    });
    expect(await listMail(backing.MAIL_INBOX_URL, to)).toHaveLength(0);

    await notifications!.stop();
    await startNotifications();
    const mail = await waitForMail(backing.MAIL_INBOX_URL, { to, timeoutMs: 45_000 });
    expect(mail.text).toContain(`${APP_BASE_URL}/reset-password?token=${tokenOf(event)}`);
    await waitFor(async () => (await sentEmailRows(event.id))[0]?.status === 'sent', {
      description: 'the record turns to sent',
    });
    expect(await sentEmailRows(event.id)).toEqual([expect.objectContaining({ status: 'sent', error: null })]);
    await handledEverythingBefore();
    expect(await listMail(backing.MAIL_INBOX_URL, to)).toHaveLength(1);
  });

  it('never writes a token or a link to the log', async () => {
    const log = fs.readFileSync(notifications!.logFile, 'utf8');
    expect(log).toContain('password-reset e-mail sent');
    expect(log).toContain('"recipientDomain":"example.com"');
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).not.toContain('/reset-password');
    expect(log).not.toMatch(/(reset|retried|expired|marker)-[0-9a-f-]{36}@/);
  });
});
