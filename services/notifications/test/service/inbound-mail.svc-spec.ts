import { randomUUID } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  AppError,
  ErrorCode,
  INBOUND_MAIL_STAGING_PREFIX,
  InboundMailMessages,
  ReplyReceivedEvent,
  type EventPayload,
} from '@hirerelay/contracts';
import { createS3Client, ObjectStoreReader } from '@hirerelay/nest-common';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityUsersClient } from '../../src/clients/identity-users.client.js';
import { Transactions } from '../../src/database.js';
import { InboundMailService } from '../../src/inbound-mail/inbound-mail.service.js';
import { InboundSmtpListener } from '../../src/inbound-mail/inbound-smtp-listener.service.js';
import { INBOUND_DNS_RESOLVER } from '../../src/inbound-mail/mail-authentication.service.js';
import { ReplyForwardEmailService } from '../../src/inbound-mail/reply-forward-email.service.js';
import { JobEmailSweeper } from '../../src/job-emails/job-email-sweeper.service.js';
import { ReplyAddresses } from '../../src/reply-addresses/reply-addresses.service.js';
import { startNotificationsModule, type NotificationsModule } from '../support/notifications-module.js';
import { openSmtpSession } from '../support/smtp-client.js';

/*
 * Inbound mail to users' reply addresses (issue 29), in this process: the SMTP listener on a free
 * port, talked to over a real socket; the intake's row, outbox event and private objects on this
 * file's database and the run's object store; the forward through this file's own SMTP sink; SPF,
 * DKIM and DMARC with DNS answered by a table (no internet here).
 */

const REPLY_DOMAIN = 'reply.hirerelay.test';
const APP_BASE_URL = 'https://app.hirerelay.test';
const USER_EMAIL = 'sam@users.example';

/** The table the injected resolver answers from: `TYPE name` → records; `!code` entries throw. */
const dnsTable = new Map<string, unknown>();
async function resolver(name: string, rrtype: string): Promise<unknown> {
  const answer = dnsTable.get(`${rrtype} ${name.toLowerCase()}`);
  if (typeof answer === 'string' && answer.startsWith('!'))
    throw Object.assign(new Error(`dns ${answer.slice(1)}`), { code: answer.slice(1) });
  if (answer === undefined) throw Object.assign(new Error('dns ENOTFOUND'), { code: 'ENOTFOUND' });
  return answer;
}

const forwarded: { to: string[]; raw: string }[] = [];
let sink: SMTPServer;
let notifications: NotificationsModule;
let port: number;
let addresses: ReplyAddresses;

beforeAll(async () => {
  sink = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        forwarded.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  notifications = await startNotificationsModule(
    {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((sink.server.address() as AddressInfo).port),
      APP_BASE_URL,
      REPLY_DOMAIN,
      INBOUND_SMTP_PORT: '0',
    },
    [
      {
        provide: IdentityUsersClient,
        useValue: {
          recipient: () => Promise.resolve({ email: USER_EMAIL, fullName: 'Sam Lee', status: 'active' }),
        },
      },
      { provide: JobEmailSweeper, useValue: { kick: () => undefined, register: () => undefined } },
      { provide: INBOUND_DNS_RESOLVER, useValue: resolver },
    ],
  );
  port = notifications.app.get(InboundSmtpListener).address()!.port;
  addresses = notifications.app.get(ReplyAddresses);
}, 60_000);
afterAll(async () => {
  await notifications?.close();
  await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()));
});

function message(
  options: { from?: string; subject?: string; body?: string; messageId?: string } = {},
): string {
  const {
    from = 'Jane Roe <jane@acme.example>',
    subject = 'Interview for Backend Engineer',
    body = 'Hi Sam,\n\nWe would like to invite you to an interview next week. Please pick a time.\n\nBest,\nJane',
    messageId = `<${randomUUID()}@acme.example>`,
  } = options;
  const headers = [
    `From: ${from}`,
    `To: applicant@${REPLY_DOMAIN}`,
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    'Date: Sat, 28 Nov 2026 09:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** One SMTP transaction: answers each step's reply. */
async function deliver(rcpts: string[], raw: string | Buffer, mailFrom = 'bounces@acme.example') {
  const session = await openSmtpSession(port);
  try {
    const ehlo = await session.send('EHLO mta.acme.example');
    const mail = await session.send(`MAIL FROM:<${mailFrom}>`);
    const rcpt = [];
    for (const r of rcpts) rcpt.push(await session.send(`RCPT TO:<${r}>`));
    const data = rcpt.some((reply) => reply.code === 250) ? await session.data(raw) : null;
    await session.send('QUIT').catch(() => undefined);
    return { greeting: session.greeting, ehlo, mail, rcpt, data };
  } finally {
    session.close();
  }
}

const rowsOf = (userId: string) =>
  notifications.db.inboundMail.findMany({ where: { userId }, orderBy: { receivedAt: 'asc' } });

async function eventsOf(userId: string): Promise<EventPayload<typeof ReplyReceivedEvent>[]> {
  const rows = await notifications.db.outboxEvent.findMany({
    where: { subject: ReplyReceivedEvent.subject },
  });
  return rows
    .map((row) => (row.envelope as { payload: EventPayload<typeof ReplyReceivedEvent> }).payload)
    .filter((payload) => payload.userId === userId);
}

async function newUser() {
  const userId = randomUUID();
  const { address } = await addresses.addressOf(userId);
  return { userId, address };
}

const reader = () => ObjectStoreReader.fromSettings(notifications.config);

describe('the inbound SMTP listener', () => {
  it('advertises SIZE as the 10 MiB limit, and no AUTH or STARTTLS', async () => {
    const { ehlo } = await deliver([], '');
    expect(ehlo.code).toBe(250);
    expect(ehlo.text).toContain('SIZE 10485760');
    expect(ehlo.text).not.toMatch(/AUTH|STARTTLS/);
  });

  it('takes a message for a reply address: the row, the event with the classification and the body, the raw message kept, the forward sent', async () => {
    const { userId, address } = await newUser();
    const raw = message();
    const { rcpt, data } = await deliver([address], raw);
    expect(rcpt.map((r) => r.code)).toEqual([250]);
    expect(data?.code).toBe(250);

    const [row, ...more] = await rowsOf(userId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      userId,
      replyAddress: address,
      channel: 'smtp',
      envelopeFrom: 'bounces@acme.example',
      clientIp: '127.0.0.1',
      fromAddress: 'jane@acme.example',
      subject: 'Interview for Backend Engineer',
      kind: 'interview',
      suggestedStatus: 'Interview Scheduled',
      attachmentCount: 0,
    });
    expect(row!.objectPrefix).toBe(`inbound-mail/${userId}/${row!.id}/`);

    const [event, ...moreEvents] = await eventsOf(userId);
    expect(moreEvents).toEqual([]);
    expect(event).toMatchObject({
      replyId: row!.id,
      userId,
      replyAddress: address,
      from: { name: 'Jane Roe', address: 'jane@acme.example' },
      subject: 'Interview for Backend Engineer',
      classification: { kind: 'interview', suggestedStatus: 'Interview Scheduled', classifier: 'rules' },
    });
    expect(event!.body).toContain('We would like to invite you to an interview next week.');
    expect(notifications.outboxKicks()).toBeGreaterThan(0);

    const stored = await reader().read(`${row!.objectPrefix}message.eml`, 1_000_000);
    expect(stored.state).toBe('found');
    expect(stored.state === 'found' && stored.bytes.toString('utf8')).toContain(
      'Subject: Interview for Backend Engineer',
    );

    // The forward: the consumer of the event, run as JetStream would deliver it.
    await notifications.app
      .get(Transactions)
      .run((tx) => notifications.app.get(ReplyForwardEmailService).send(tx, event!, randomUUID()));
    const copy = forwarded.find((mail) => mail.raw.includes(`reply-forward.${row!.id}`));
    expect(copy?.to).toEqual([USER_EMAIL]);
    expect(copy?.raw).toContain('Subject: Fwd: Interview for Backend Engineer');
    expect(copy?.raw).toContain('Jane Roe <jane@acme.example>');
    expect(copy?.raw).toContain(`${APP_BASE_URL}/dashboard`);
  });

  it('keeps each attachment under the message prefix, named in the event', async () => {
    const { userId, address } = await newUser();
    const boundary = 'b0undary';
    const raw = [
      'From: jane@acme.example',
      `To: ${address}`,
      'Subject: Your offer',
      `Message-ID: <${randomUUID()}@acme.example>`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain',
      '',
      'We are happy to offer you the position. The offer letter is attached.',
      `--${boundary}`,
      'Content-Type: application/pdf',
      'Content-Disposition: attachment; filename="Offer Letter.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF-1.4 offer').toString('base64'),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    expect((await deliver([address], raw)).data?.code).toBe(250);
    const [event] = await eventsOf(userId);
    expect(event?.attachments).toEqual([
      {
        filename: 'Offer Letter.pdf',
        mimeType: 'application/pdf',
        size: 14,
        objectKey: expect.stringMatching(
          new RegExp(`^inbound-mail/${userId}/.+/attachments/1-Offer_Letter\\.pdf$`),
        ),
      },
    ]);
    const stored = await reader().read(event!.attachments[0]!.objectKey, 1_000);
    expect(stored.state === 'found' && stored.bytes.toString()).toBe('%PDF-1.4 offer');
  });

  it('refuses an unknown address, a rotated one and another domain at RCPT TO with 550 5.1.1, keeping nothing', async () => {
    const { userId, address } = await newUser();
    await addresses.rotate(userId);
    const localPart = address.split('@')[0]!;
    const { rcpt, data } = await deliver(
      [address, `aaaaaaaaaaaaaaaa@${REPLY_DOMAIN}`, `${localPart}@elsewhere.example`],
      message(),
    );
    for (const reply of rcpt) {
      expect(reply.code).toBe(550);
      expect(reply.text).toBe('5.1.1 No such user here');
    }
    expect(data).toBeNull();
    expect(await rowsOf(userId)).toEqual([]);
    expect(await eventsOf(userId)).toEqual([]);
  });

  it('refuses a message over 10 MiB with 552, declared or sent, keeping nothing', async () => {
    const { userId, address } = await newUser();
    const session = await openSmtpSession(port);
    await session.send('EHLO mta.acme.example');
    const declared = await session.send(`MAIL FROM:<a@acme.example> SIZE=${11 * 1024 * 1024}`);
    session.close();
    expect(declared.code).toBe(552);

    const line = `${'x'.repeat(998)}\r\n`;
    const big = message({ body: line.repeat(Math.ceil((10 * 1024 * 1024 + 1) / line.length)) });
    const { data } = await deliver([address], big);
    expect(data?.code).toBe(552);
    expect(await rowsOf(userId)).toEqual([]);
    expect(await eventsOf(userId)).toEqual([]);
  }, 60_000);

  it('takes the same message delivered twice once (same Message-ID), answering 250 both times', async () => {
    const { userId, address } = await newUser();
    const raw = message({ messageId: `<${randomUUID()}@acme.example>` });
    const [first, second] = [await deliver([address], raw), await deliver([address], raw)];
    expect([first.data?.code, second.data?.code]).toEqual([250, 250]);
    expect(await rowsOf(userId)).toHaveLength(1);
    expect(await eventsOf(userId)).toHaveLength(1);
  });

  it('refuses what is not a message with 554 and the reason, keeping nothing', async () => {
    const { userId, address } = await newUser();
    const { data } = await deliver([address], '\r\njust some words, no headers at all\r\n');
    expect(data?.code).toBe(554);
    expect(data?.text).toContain(InboundMailMessages.unreadable);
    expect(await rowsOf(userId)).toEqual([]);
    expect(await eventsOf(userId)).toEqual([]);
  });

  it('refuses a sixth recipient with 452', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => newUser()));
    const { rcpt } = await deliver(
      users.map((u) => u.address),
      message(),
    );
    expect(rcpt.map((r) => r.code)).toEqual([250, 250, 250, 250, 250, 452]);
  });
});

describe('authentication results', () => {
  it('records SPF and DMARC from the DNS the resolver answers (pass for the client IP), recorded not refused', async () => {
    dnsTable.set('TXT acme.example', [['v=spf1 ip4:127.0.0.1 -all']]);
    dnsTable.set('TXT _dmarc.acme.example', [['v=DMARC1; p=reject']]);
    const { userId, address } = await newUser();
    expect((await deliver([address], message(), 'bounces@acme.example')).data?.code).toBe(250);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ spf: 'pass', dkim: 'none', dmarc: 'pass' });
    expect(row!.authResults).toContain('spf=pass');
    const [event] = await eventsOf(userId);
    expect(event?.authentication).toEqual({ spf: 'pass', dkim: 'none', dmarc: 'pass' });
  });

  it('records a failing SPF without refusing the message (forwarders break SPF)', async () => {
    dnsTable.set('TXT forwarded.example', [['v=spf1 ip4:192.0.2.1 -all']]);
    const { userId, address } = await newUser();
    const raw = message({ from: 'jane@forwarded.example' });
    expect((await deliver([address], raw, 'bounces@forwarded.example')).data?.code).toBe(250);
    expect((await rowsOf(userId))[0]?.spf).toBe('fail');
  });

  it('records temperror when DNS fails, and still takes the message', async () => {
    dnsTable.set('TXT broken-dns.example', '!ESERVFAIL');
    dnsTable.set('TXT _dmarc.broken-dns.example', '!ESERVFAIL');
    const { userId, address } = await newUser();
    const raw = message({ from: 'jane@broken-dns.example' });
    expect((await deliver([address], raw, 'bounces@broken-dns.example')).data?.code).toBe(250);
    const [row] = await rowsOf(userId);
    expect(row?.spf).toBe('temperror');
    expect(['temperror', 'none']).toContain(row?.dmarc);
  });
});

describe('the webhook’s staged message', () => {
  const stage = async (raw: string) => {
    const objectKey = `${INBOUND_MAIL_STAGING_PREFIX}${randomUUID()}.eml`;
    const s3 = createS3Client(notifications.config);
    await s3.send(
      new PutObjectCommand({ Bucket: notifications.config.S3_BUCKET, Key: objectKey, Body: raw }),
    );
    s3.destroy();
    return objectKey;
  };

  it('is taken for a known recipient and removed from the staging prefix', async () => {
    const { userId, address } = await newUser();
    const objectKey = await stage(message());
    const reply = await notifications.app
      .get(InboundMailService)
      .receiveStaged({ recipient: address, objectKey, clientIp: '203.0.113.9' });
    expect(reply.duplicate).toBe(false);
    expect(await rowsOf(userId)).toMatchObject([
      { id: reply.replyId, channel: 'webhook', clientIp: '203.0.113.9' },
    ]);
    expect((await reader().read(objectKey, 1_000_000)).state).toBe('missing');
  });

  it('is refused as NOT_FOUND for an unknown recipient, and nothing is kept', async () => {
    const objectKey = await stage(message());
    const refusal = await notifications.app
      .get(InboundMailService)
      .receiveStaged({ recipient: `bbbbbbbbbbbbbbbb@${REPLY_DOMAIN}`, objectKey, clientIp: null })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: ErrorCode.NotFound, message: InboundMailMessages.noSuchUser });
    expect((await reader().read(objectKey, 1_000_000)).state).toBe('missing');
  });
});

describe('limits and shutdown (last: it closes the listener)', () => {
  it('answers 450 at RCPT TO once a reply address had its 30 for the minute', async () => {
    const { address } = await newUser();
    const session = await openSmtpSession(port);
    await session.send('EHLO mta.acme.example');
    await session.send('MAIL FROM:<a@acme.example>');
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await session.send(`RCPT TO:<${address}>`)).code);
    session.close();
    expect(codes.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 250));
    expect(codes[30]).toBe(450);
  });

  it('on shutdown stops accepting connections and lets a DATA in progress finish', async () => {
    const { userId, address } = await newUser();
    const session = await openSmtpSession(port);
    await session.send('EHLO mta.acme.example');
    await session.send('MAIL FROM:<a@acme.example>');
    expect((await session.send(`RCPT TO:<${address}>`)).code).toBe(250);
    expect((await session.send('DATA')).code).toBe(354);

    const closed = notifications.app.get(InboundSmtpListener).beforeApplicationShutdown();
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.on('error', () => resolve(true));
      socket.on('connect', () => {
        socket.destroy();
        resolve(false);
      });
    });
    expect(refused).toBe(true);

    expect((await session.content(message())).code).toBe(250);
    await session.send('QUIT');
    session.close();
    await closed;
    expect(await rowsOf(userId)).toHaveLength(1);
  });
});
