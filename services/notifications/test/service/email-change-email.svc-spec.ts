import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { EmailChangeRequestedEvent, EventPayload } from '@hirerelay/contracts';
import { SMTPServer } from 'smtp-server';
import { startNotificationsModule, type NotificationsModule } from '../support/notifications-module.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IdentityUsersClient } from '../../src/clients/identity-users.client.js';
import { Transactions } from '../../src/database.js';
import { emailChangeEmailKey } from '../../src/email-change/email-change-email.template.js';
import { EmailChangeEmailService } from '../../src/email-change/email-change-email.service.js';
import { JobEmailSweeper } from '../../src/job-emails/job-email-sweeper.service.js';

/*
 * The e-mail change's two e-mails, each exactly once, in this process against an SMTP server of
 * this file's own, which can refuse one recipient for a while (451, as a busy server does). Each
 * call of `deliver` is one delivery of the event, in its own transaction, as the consumer runs it.
 */

const APP_BASE_URL = 'https://app.hirerelay.test';
const received: { to: string[]; subject: string }[] = [];
const refused = new Set<string>();
let smtp: SMTPServer;
let notifications: NotificationsModule;
let emails: EmailChangeEmailService;

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject: subject.trim() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  notifications = await startNotificationsModule(
    { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), APP_BASE_URL },
    [
      { provide: IdentityUsersClient, useValue: { recipient: () => Promise.resolve(null) } },
      { provide: JobEmailSweeper, useValue: { kick: () => undefined, register: () => undefined } },
    ],
  );
  emails = notifications.app.get(EmailChangeEmailService);
});
afterAll(async () => {
  await notifications?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});
beforeEach(() => {
  refused.clear();
});

const address = (name: string) => `${name}-${randomUUID()}@example.com`;

function requested(overrides: Partial<EventPayload<typeof EmailChangeRequestedEvent>> = {}) {
  return {
    userId: randomUUID(),
    oldEmail: address('old'),
    newEmail: address('new'),
    token: randomBytes(32).toString('base64url'),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

/** One delivery of the event: the consumer's transaction around the handler. */
const deliver = (event: EventPayload<typeof EmailChangeRequestedEvent>, eventId: string) =>
  notifications.app.get(Transactions).run((tx) => emails.send(tx, event, eventId));

const receivedBy = (to: string) => received.filter((message) => message.to.includes(to));

async function recorded(eventId: string) {
  const { rows } = await notifications.sql.query<{
    event_id: string;
    kind: string;
    status: string;
    error: string | null;
  }>(
    'SELECT event_id::text, kind, status::text, error FROM sent_emails WHERE event_id = ANY($1::uuid[]) ORDER BY kind',
    [[emailChangeEmailKey(eventId, 'confirmation'), emailChangeEmailKey(eventId, 'notice')]],
  );
  return rows.map(({ event_id, ...row }) => ({
    ...row,
    key: event_id === emailChangeEmailKey(eventId, 'confirmation') ? 'confirmation' : 'notice',
  }));
}

describe('the e-mail change e-mails', () => {
  it('go out once each, under their own keys, however often the event is delivered', async () => {
    const event = requested();
    const eventId = randomUUID();
    await deliver(event, eventId);
    await deliver(event, eventId);

    expect(receivedBy(event.newEmail)).toEqual([
      { to: [event.newEmail], subject: 'Confirm your new HireRelay email address' },
    ]);
    expect(receivedBy(event.oldEmail)).toEqual([
      { to: [event.oldEmail], subject: 'Your HireRelay email address is about to change' },
    ]);
    expect(await recorded(eventId)).toEqual([
      { kind: 'email_change_confirmation', status: 'sent', error: null, key: 'confirmation' },
      { kind: 'email_change_notice', status: 'sent', error: null, key: 'notice' },
    ]);
    // Recorded with the subject, never the body (the confirmation's carries the token).
    const { rows } = await notifications.sql.query(
      'SELECT * FROM sent_emails WHERE event_id = ANY($1::uuid[]) ORDER BY kind',
      [[emailChangeEmailKey(eventId, 'confirmation'), emailChangeEmailKey(eventId, 'notice')]],
    );
    expect(rows.map((row: { subject: string }) => row.subject)).toEqual([
      'Confirm your new HireRelay email address',
      'Your HireRelay email address is about to change',
    ]);
    expect(JSON.stringify(rows)).not.toContain(event.token);
  });

  it('do not send the confirmation again while the notice waits for a busy server', async () => {
    const event = requested();
    const eventId = randomUUID();
    refused.add(event.oldEmail);
    await expect(deliver(event, eventId)).rejects.toThrow();
    await expect(deliver(event, eventId)).rejects.toThrow();
    expect(receivedBy(event.newEmail)).toHaveLength(1);
    expect(receivedBy(event.oldEmail)).toHaveLength(0);
    expect(await recorded(eventId)).toEqual([
      { kind: 'email_change_confirmation', status: 'sent', error: null, key: 'confirmation' },
      expect.objectContaining({ kind: 'email_change_notice', status: 'failed', key: 'notice' }),
    ]);

    refused.clear();
    await deliver(event, eventId);
    expect(receivedBy(event.newEmail)).toHaveLength(1);
    expect(receivedBy(event.oldEmail)).toHaveLength(1);
    expect((await recorded(eventId)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('give up the confirmation once its link has expired, and still send the notice', async () => {
    const event = requested({ expiresAt: new Date(Date.now() - 1_000).toISOString() });
    const eventId = randomUUID();
    await deliver(event, eventId);
    expect(receivedBy(event.newEmail)).toHaveLength(0);
    expect(receivedBy(event.oldEmail)).toHaveLength(1);
    expect(await recorded(eventId)).toEqual([
      {
        kind: 'email_change_confirmation',
        status: 'failed',
        error: 'not sent: the confirmation link expired before it could be delivered',
        key: 'confirmation',
      },
      { kind: 'email_change_notice', status: 'sent', error: null, key: 'notice' },
    ]);
  });

  it('record an address that cannot receive mail as not sent, and send the other', async () => {
    const event = requested({ oldEmail: 'not an address' });
    const eventId = randomUUID();
    await deliver(event, eventId);
    expect(receivedBy(event.newEmail)).toHaveLength(1);
    expect(await recorded(eventId)).toEqual([
      { kind: 'email_change_confirmation', status: 'sent', error: null, key: 'confirmation' },
      {
        kind: 'email_change_notice',
        status: 'failed',
        error: 'not sent: the recipient is not a valid e-mail address',
        key: 'notice',
      },
    ]);
  });
});
