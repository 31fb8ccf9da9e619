import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { EventPayload, FollowUpApprovedEvent } from '@hirerelay/contracts';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityUsersClient } from '../../src/clients/identity-users.client.js';
import { Transactions } from '../../src/database.js';
import { FollowUpEmailService } from '../../src/follow-up-email/follow-up-email.service.js';
import { JobEmailSweeper } from '../../src/job-emails/job-email-sweeper.service.js';
import { ReplyAddresses } from '../../src/reply-addresses/reply-addresses.service.js';
import { startNotificationsModule, type NotificationsModule } from '../support/notifications-module.js';

/*
 * A follow-up staff approved (issue 29), e-mailed by notifications from the owner's reply address
 * (their name as the display name) with the Message-ID jobs made, once however often the approval
 * is delivered, against an SMTP server of this file's own. Each `deliver` is one delivery of the
 * event in its own transaction, as the consumer runs it.
 */

const REPLY_DOMAIN = 'reply.hirerelay.test';
const received: { envelopeFrom: string; to: string[]; raw: Buffer }[] = [];
let smtp: SMTPServer;
let notifications: NotificationsModule;

beforeAll(async () => {
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  notifications = await startNotificationsModule(
    {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      APP_BASE_URL: 'https://app.hirerelay.test',
      REPLY_DOMAIN,
    },
    [
      {
        provide: IdentityUsersClient,
        useValue: {
          recipient: (userId: string) =>
            Promise.resolve(
              userId === GONE
                ? null
                : { email: 'grace@example.com', fullName: 'Grace Hopper', status: 'active' },
            ),
        },
      },
      { provide: JobEmailSweeper, useValue: { kick: () => undefined, register: () => undefined } },
    ],
  );
});
afterAll(async () => {
  await notifications?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const GONE = randomUUID();

function approved(overrides: Partial<EventPayload<typeof FollowUpApprovedEvent>> = {}) {
  const followUpId = randomUUID();
  return {
    followUpId,
    jobId: randomUUID(),
    ownerId: randomUUID(),
    recipient: `hiring-${followUpId}@acme.example`,
    subject: 'Following up on my application for Data Engineer at Acme',
    body: 'Hello,\n\nI applied for the Data Engineer position and wanted to follow up.\n\nBest regards,\nGrace Hopper',
    messageId: `<followup-${followUpId}@hirerelay>`,
    sentBy: randomUUID(),
    approvedAt: new Date().toISOString(),
    ...overrides,
  };
}

const deliver = (event: EventPayload<typeof FollowUpApprovedEvent>, eventId: string) =>
  notifications.app
    .get(Transactions)
    .run((tx) => notifications.app.get(FollowUpEmailService).send(tx, event, eventId));

const receivedBy = (to: string) => received.filter((message) => message.to.includes(to));

describe('the follow-up e-mail', () => {
  it('goes to the employer once, from the owner’s reply address and name, with the Message-ID jobs made', async () => {
    const event = approved();
    const eventId = randomUUID();
    await deliver(event, eventId);
    await deliver(event, eventId);
    // The same approval under another event id (published twice) sends nothing more either.
    await deliver(event, randomUUID());

    const messages = receivedBy(event.recipient);
    expect(messages).toHaveLength(1);
    const { address } = await notifications.app.get(ReplyAddresses).addressOf(event.ownerId);
    expect(address.endsWith(`@${REPLY_DOMAIN}`)).toBe(true);
    expect(messages[0]!.envelopeFrom).toBe(address);
    const parsed = await PostalMime.parse(messages[0]!.raw);
    expect(parsed.from).toEqual({ name: 'Grace Hopper', address });
    expect(parsed.messageId).toBe(event.messageId);
    expect(parsed.subject).toBe(event.subject);
    expect(parsed.text?.trim()).toBe(event.body);

    const { rows } = await notifications.sql.query(
      'SELECT kind, "to", subject, status::text FROM sent_emails WHERE event_id = $1::uuid',
      [event.followUpId],
    );
    expect(rows).toEqual([
      { kind: 'follow_up', to: event.recipient, subject: event.subject, status: 'sent' },
    ]);
  });

  it('is not sent, and recorded so, when its owner no longer exists', async () => {
    const event = approved({ ownerId: GONE });
    await deliver(event, randomUUID());
    expect(receivedBy(event.recipient)).toEqual([]);
    const { rows } = await notifications.sql.query(
      'SELECT status::text, error FROM sent_emails WHERE event_id = $1::uuid',
      [event.followUpId],
    );
    expect(rows).toEqual([{ status: 'failed', error: 'owner not found' }]);
  });
});
