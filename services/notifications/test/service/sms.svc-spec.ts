import { randomUUID } from 'node:crypto';
import { AppError, ErrorCode, type EventPayload, type JobStatusChangedEvent } from '@hirerelay/contracts';
import {
  listTexts,
  LOCAL_SMS_NUMBER,
  signedIncomingText,
  uniqueMessageSid,
  uniquePhone,
  type IncomingText,
} from '@hirerelay/testing';
import { startNotificationsModule, type NotificationsModule } from '../support/notifications-module.js';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  IdentityTextToApplyClient,
  type SmsContact,
  type TextToApplyAccount,
} from '../../src/clients/identity-text-to-apply.client.js';
import { JobsImportClient, type SmsImportResult } from '../../src/clients/jobs-import.client.js';
import type { Tx } from '../../src/database.js';
import { InboundSmsService } from '../../src/sms/inbound-sms.service.js';
import { PhoneVerificationSmsService } from '../../src/sms/phone-verification-sms.service.js';
import { StatusUpdateSmsService } from '../../src/sms/status-update-sms.service.js';

/*
 * The texting rules in this process, on a database of this file's own, texting for real through the
 * test servers' Twilio stand-in. identity's text-to-apply reads and jobs' import are stood in by
 * maps and a scripted answer, so each rule's input is set by the test.
 */

const backing = inject('backing');
const APP_BASE_URL = 'https://app.hirerelay.test';
const SUPPORT_EMAIL = 'help@hirerelay.test';
const WEBHOOK_URL = `${APP_BASE_URL}/api/webhooks/twilio/sms`;
const JOB_ID = randomUUID();

const accounts = new Map<string, TextToApplyAccount>();
const contacts = new Map<string, SmsContact>();
const imports: { userId: string; url: string }[] = [];
/** The idempotency key each import was sent with (the text's MessageSid). */
const importKeys: (string | undefined)[] = [];
let nextImport: SmsImportResult = { kind: 'unreadable' };

let notifications: NotificationsModule;
let inbound: InboundSmsService;

beforeAll(async () => {
  notifications = await startNotificationsModule(
    {
      SMTP_HOST: backing.SMTP_HOST,
      SMTP_PORT: backing.SMTP_PORT,
      APP_BASE_URL,
      SUPPORT_EMAIL,
    },
    [
      {
        provide: IdentityTextToApplyClient,
        useValue: {
          findAccount: (phone: string) => Promise.resolve(accounts.get(phone) ?? null),
          smsContact: (userId: string) => Promise.resolve(contacts.get(userId) ?? null),
        },
      },
      {
        provide: JobsImportClient,
        useValue: {
          importJob: (userId: string, url: string, idempotencyKey?: string) => {
            imports.push({ userId, url });
            importKeys.push(idempotencyKey);
            return Promise.resolve(nextImport);
          },
        },
      },
    ],
  );
  inbound = notifications.app.get(InboundSmsService);
});
afterAll(async () => {
  await notifications?.close();
});
beforeEach(() => {
  imports.length = 0;
  importKeys.length = 0;
  nextImport = { kind: 'unreadable' };
});

const inTx = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => notifications.db.$transaction(work);

/** A text as the gateway hands it over: Twilio's parameters signed over the public URL. */
async function receive(message: IncomingText & { url?: string; signature?: string }) {
  const { params, signature, messageSid } = signedIncomingText(WEBHOOK_URL, message);
  const { twiml } = await inbound.receive({
    url: message.url ?? WEBHOOK_URL,
    params,
    signature: message.signature ?? signature,
  });
  return { twiml, messageSid, reply: replyOf(twiml) };
}

function replyOf(twiml: string): string | null {
  const match = /<Response><Message>([\s\S]*)<\/Message><\/Response>$/.exec(twiml);
  if (match) return (match[1] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  expect(twiml).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  return null;
}

/** A verified number of an active account. */
function verifiedNumber(status: TextToApplyAccount['status'] = 'active') {
  const phone = uniquePhone();
  const userId = randomUUID();
  accounts.set(phone, { userId, status, smsUpdates: true });
  return { phone, userId };
}

const inboundRows = async (from: string) =>
  (
    await notifications.sql.query(
      'SELECT message_sid, outcome, user_id, job_id, link, reply FROM inbound_sms WHERE "from" = $1 ORDER BY received_at',
      [from],
    )
  ).rows as {
    message_sid: string;
    outcome: string;
    user_id: string | null;
    job_id: string | null;
    link: string | null;
    reply: string | null;
  }[];

const optOut = async (phone: string) =>
  (await notifications.sql.query('SELECT opted_out FROM sms_opt_outs WHERE phone = $1', [phone])).rows[0] as
    { opted_out: boolean } | undefined;

const sentRows = async (to: string) =>
  (
    await notifications.sql.query('SELECT kind, status, reason, twilio_sid FROM sent_sms WHERE "to" = $1', [
      to,
    ])
  ).rows as { kind: string; status: string; reason: string | null; twilio_sid: string | null }[];

const apiTexts = async (to: string) =>
  (await listTexts(backing.TWILIO_API_BASE, { to })).filter((text) => text.direction === 'outbound-api');

describe('the signature', () => {
  it.each<[string, Partial<IncomingText & { url: string; signature: string }>]>([
    ['another auth token', { authToken: 'some-other-auth-token-value' }],
    ['another URL', { url: `${APP_BASE_URL}/api/webhooks/twilio/other` }],
    ['a made-up signature', { signature: 'bm90IGEgc2lnbmF0dXJl' }],
  ])('refuses %s with VALIDATION and records nothing', async (_what, change) => {
    const { phone } = verifiedNumber();
    await expect(receive({ from: phone, body: 'STOP', ...change })).rejects.toEqual(
      new AppError(ErrorCode.Validation, 'Invalid Twilio signature'),
    );
    expect(await inboundRows(phone)).toEqual([]);
    expect(await optOut(phone)).toBeUndefined();
  });

  it('refuses parameters changed after signing', async () => {
    const { phone } = verifiedNumber();
    const { params, signature } = signedIncomingText(WEBHOOK_URL, {
      from: phone,
      body: 'https://jobs.example/1',
    });
    await expect(
      inbound.receive({ url: WEBHOOK_URL, params: { ...params, Body: 'https://jobs.example/2' }, signature }),
    ).rejects.toThrow('Invalid Twilio signature');
    expect(imports).toEqual([]);
  });

  it('answers a signed request that is not a text with an empty response and records nothing', async () => {
    const { phone } = verifiedNumber();
    const { reply } = await receive({ from: phone, body: 'HELP', messageSid: 'not-a-message-sid' });
    expect(reply).toBeNull();
    expect(await inboundRows(phone)).toEqual([]);
  });
});

describe('STOP, START and HELP', () => {
  it.each(['STOP', 'stop', ' StopAll ', 'UNSUBSCRIBE', 'cancel', 'END', 'quit'])(
    '%j opts the number out with one confirmation, and a second STOP gets no reply',
    async (word) => {
      const phone = uniquePhone();
      const first = await receive({ from: phone, body: word });
      expect(first.reply).toBe(
        'HireRelay: You are unsubscribed and will get no more texts from us. Reply START to resubscribe.',
      );
      expect(await optOut(phone)).toEqual({ opted_out: true });
      expect((await receive({ from: phone, body: 'STOP' })).reply).toBeNull();
      expect((await inboundRows(phone)).map((row) => [row.outcome, row.reply === null])).toEqual([
        ['stop', false],
        ['stop', true],
      ]);
    },
  );

  it('texts nothing back to an opted-out number, and imports its links without a reply', async () => {
    const { phone, userId } = verifiedNumber();
    await receive({ from: phone, body: 'STOP' });
    expect((await receive({ from: phone, body: 'HELP' })).reply).toBeNull();
    nextImport = {
      kind: 'imported',
      job: { id: JOB_ID, title: 'Engineer', company: 'Acme' },
      detailsNeeded: false,
    };
    expect((await receive({ from: phone, body: 'https://jobs.example/1' })).reply).toBeNull();
    expect(imports).toEqual([{ userId, url: 'https://jobs.example/1' }]);
    expect((await inboundRows(phone)).map((row) => row.outcome)).toEqual(['stop', 'help', 'imported']);
  });

  it.each(['START', 'unstop'])('%j opts back in, with a confirmation', async (word) => {
    const phone = uniquePhone();
    await receive({ from: phone, body: 'STOP' });
    const { reply } = await receive({ from: phone, body: word });
    expect(reply).toMatch(/^HireRelay: You are subscribed again\./);
    expect(await optOut(phone)).toEqual({ opted_out: false });
    expect((await receive({ from: phone, body: 'HELP' })).reply).not.toBeNull();
  });

  it.each(['HELP', 'info'])(
    '%j answers the support address and the website, from any number',
    async (word) => {
      const { reply } = await receive({ from: uniquePhone(), body: word });
      expect(reply).toBe(
        `HireRelay: Text a job link from your verified phone to add it to your dashboard. Help: ${SUPPORT_EMAIL} or ${APP_BASE_URL}. Msg&data rates may apply. Reply STOP to opt out.`,
      );
    },
  );
});

describe('text-to-apply', () => {
  it('imports the first link for the account of a verified number, and replies with the job', async () => {
    const { phone, userId } = verifiedNumber();
    nextImport = {
      kind: 'imported',
      job: { id: JOB_ID, title: 'Backend Engineer', company: 'Acme & Co' },
      detailsNeeded: false,
    };
    const { reply, twiml, messageSid } = await receive({
      from: phone,
      body: 'Two jobs: https://jobs.example/a?x=1, and https://jobs.example/b',
    });
    expect(imports).toEqual([{ userId, url: 'https://jobs.example/a?x=1' }]);
    // Twilio retries a text with the same MessageSid: jobs answers the first import again.
    expect(importKeys).toEqual([messageSid]);
    expect(reply).toBe(
      `HireRelay: Added Backend Engineer at Acme & Co to your dashboard. ${APP_BASE_URL}/dashboard/jobs/${JOB_ID}`,
    );
    expect(twiml).toContain('Acme &amp; Co');
    expect(await inboundRows(phone)).toEqual([
      {
        message_sid: messageSid,
        outcome: 'imported',
        user_id: userId,
        job_id: JOB_ID,
        link: 'https://jobs.example/a?x=1',
        reply,
      },
    ]);
  });

  it('imports a link whose page could not be read, and says our team fills in the details', async () => {
    const { phone, userId } = verifiedNumber();
    nextImport = {
      kind: 'imported',
      job: { id: JOB_ID, title: 'Waiting for admin input', company: 'Waiting for admin input' },
      detailsNeeded: true,
    };
    const { reply } = await receive({ from: phone, body: 'https://www.linkedin.com/jobs/view/123' });
    expect(imports).toEqual([{ userId, url: 'https://www.linkedin.com/jobs/view/123' }]);
    expect(reply).toBe(
      `HireRelay: Added the job to your dashboard. We couldn't read its page, so our team will fill in the details. ${APP_BASE_URL}/dashboard/jobs/${JOB_ID}`,
    );
    expect((await inboundRows(phone)).map((row) => row.outcome)).toEqual(['imported']);
  });

  it('answers a replayed MessageSid with the same reply and does nothing again', async () => {
    const { phone } = verifiedNumber();
    nextImport = {
      kind: 'imported',
      job: { id: JOB_ID, title: 'Engineer', company: 'Acme' },
      detailsNeeded: false,
    };
    const messageSid = uniqueMessageSid();
    const first = await receive({ from: phone, body: 'https://jobs.example/replayed', messageSid });
    nextImport = { kind: 'duplicate', jobId: JOB_ID };
    const replay = await receive({ from: phone, body: 'https://jobs.example/replayed', messageSid });
    expect(replay.twiml).toBe(first.twiml);
    expect(imports).toHaveLength(1);
    expect(await inboundRows(phone)).toHaveLength(1);
  });

  it('replays a STOP without a second effect', async () => {
    const phone = uniquePhone();
    const messageSid = uniqueMessageSid();
    const first = await receive({ from: phone, body: 'STOP', messageSid });
    await receive({ from: phone, body: 'START' });
    const replay = await receive({ from: phone, body: 'STOP', messageSid });
    expect(replay.twiml).toBe(first.twiml);
    expect(await optOut(phone)).toEqual({ opted_out: false });
  });

  it('answers an unknown (or unverified) number with where to verify it, and imports nothing', async () => {
    const phone = uniquePhone();
    const { reply } = await receive({ from: phone, body: 'https://jobs.example/1' });
    expect(reply).toBe(
      `HireRelay: We don't know this number. To text job links, verify your phone in Settings: ${APP_BASE_URL}/dashboard/settings`,
    );
    expect(imports).toEqual([]);
    expect((await inboundRows(phone))[0]).toMatchObject({
      outcome: 'unknown-number',
      user_id: null,
      link: null,
    });
  });

  it('imports nothing for a cancelled account', async () => {
    const { phone } = verifiedNumber('cancelled');
    const { reply } = await receive({ from: phone, body: 'https://jobs.example/1' });
    expect(reply).toMatch(/^HireRelay: This account is closed/);
    expect(imports).toEqual([]);
  });

  it('answers a text without a link with how it works', async () => {
    const { phone } = verifiedNumber();
    const { reply } = await receive({ from: phone, body: 'Hi! jobs.example/1 please' });
    expect(reply).toBe(
      'HireRelay: Text us a job link (https://…) to add the job to your dashboard. Reply HELP for help, STOP to opt out.',
    );
    expect(imports).toEqual([]);
  });

  it.each<[string, SmsImportResult, RegExp]>([
    [
      'a duplicate, with the job',
      { kind: 'duplicate', jobId: JOB_ID },
      new RegExp(
        `^HireRelay: You have already imported this job\\. ${APP_BASE_URL}/dashboard/jobs/${JOB_ID}$`,
      ),
    ],
    [
      'no subscription, with pricing',
      {
        kind: 'refused',
        reason: 'subscription-required',
        message: 'You need an active subscription to import jobs.',
      },
      new RegExp(`^HireRelay: You need an active subscription to import jobs\\. ${APP_BASE_URL}/pricing$`),
    ],
    [
      'an inactive subscription, with the subscription page',
      { kind: 'refused', reason: 'subscription-inactive', message: 'Your subscription is not active.' },
      new RegExp(`^HireRelay: Your subscription is not active\\. ${APP_BASE_URL}/dashboard/subscription$`),
    ],
    [
      'the limit reached, with pricing',
      {
        kind: 'refused',
        reason: 'limit-reached',
        message: "You've reached your monthly limit of 5 job imports.",
      },
      new RegExp(
        `^HireRelay: You've reached your monthly limit of 5 job imports\\. ${APP_BASE_URL}/pricing$`,
      ),
    ],
    ['a link that cannot be read', { kind: 'unreadable' }, /^HireRelay: We could not read that job link\./],
  ])('replies to %s', async (_what, result, expected) => {
    const { phone } = verifiedNumber();
    nextImport = result;
    const { reply } = await receive({ from: phone, body: 'https://jobs.example/1' });
    expect(reply).toMatch(expected);
  });
});

describe('verification codes', () => {
  const event = (phone: string, expiresInMs = 10 * 60_000) => ({
    userId: randomUUID(),
    phone,
    code: '904512',
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  });
  const send = (payload: ReturnType<typeof event>, eventId = randomUUID()) =>
    inTx((tx) => notifications.app.get(PhoneVerificationSmsService).send(tx, payload, eventId));

  it('texts the code from the HireRelay number and records the text without it', async () => {
    const phone = uniquePhone();
    await send(event(phone));
    const [text] = await apiTexts(phone);
    expect(text).toMatchObject({
      from: LOCAL_SMS_NUMBER,
      body: 'HireRelay: Your verification code is 904512. It expires in 10 minutes. Reply STOP to opt out.',
    });
    expect(await sentRows(phone)).toEqual([
      { kind: 'phone_verification', status: 'sent', reason: null, twilio_sid: text!.sid },
    ]);
    const stored = await notifications.sql.query('SELECT * FROM sent_sms WHERE "to" = $1', [phone]);
    expect(JSON.stringify(stored.rows)).not.toContain('904512');
  });

  it('says how many minutes are left when the event arrives late', async () => {
    const phone = uniquePhone();
    await send(event(phone, 3 * 60_000 - 5_000));
    expect((await apiTexts(phone))[0]?.body).toContain('It expires in 3 minutes.');
  });

  it('texts nothing once the code expired', async () => {
    const phone = uniquePhone();
    await send(event(phone, -1_000));
    expect(await apiTexts(phone)).toEqual([]);
    expect(await sentRows(phone)).toEqual([
      {
        kind: 'phone_verification',
        status: 'suppressed',
        reason: 'not sent: the code expired before it could be sent',
        twilio_sid: null,
      },
    ]);
  });

  it('texts nothing to a number that opted out', async () => {
    const phone = uniquePhone();
    await receive({ from: phone, body: 'STOP' });
    await send(event(phone));
    expect(await apiTexts(phone)).toEqual([]);
    expect((await sentRows(phone))[0]).toMatchObject({
      status: 'suppressed',
      reason: 'not sent: the number opted out (STOP)',
    });
  });
});

describe('status updates', () => {
  const statusChange = (ownerId: string): EventPayload<typeof JobStatusChangedEvent> => ({
    jobId: JOB_ID,
    ownerId,
    jobTitle: 'Data Engineer',
    company: 'Globex',
    status: 'Interview Scheduled',
    previousStatus: 'Applied',
    interviewAt: null,
    changedBy: randomUUID(),
    at: new Date().toISOString(),
    version: 2,
    receipt: null,
  });
  const send = (ownerId: string, eventId = randomUUID()) =>
    inTx((tx) => notifications.app.get(StatusUpdateSmsService).send(tx, statusChange(ownerId), eventId));

  it('texts the owner’s verified number when SMS updates are on', async () => {
    const phone = uniquePhone();
    const ownerId = randomUUID();
    contacts.set(ownerId, { phone, smsUpdates: true });
    await send(ownerId);
    expect((await apiTexts(phone)).map((text) => text.body)).toEqual([
      `HireRelay: Data Engineer at Globex is now Interview Scheduled. ${APP_BASE_URL}/dashboard/jobs/${JOB_ID} Reply STOP to opt out.`,
    ]);
    expect((await sentRows(phone))[0]).toMatchObject({ kind: 'status_update', status: 'sent' });
  });

  it.each<[string, SmsContact | null]>([
    ['SMS updates are off', { phone: '+15550001111', smsUpdates: false }],
    ['no number is verified', { phone: null, smsUpdates: true }],
    ['the user is gone', null],
  ])('texts nothing when %s', async (_what, contact) => {
    const ownerId = randomUUID();
    if (contact) contacts.set(ownerId, contact);
    const before = (await notifications.sql.query('SELECT count(*)::int AS n FROM sent_sms')).rows[0] as {
      n: number;
    };
    await send(ownerId);
    const after = (await notifications.sql.query('SELECT count(*)::int AS n FROM sent_sms')).rows[0] as {
      n: number;
    };
    expect(after.n).toBe(before.n);
    expect(await apiTexts('+15550001111')).toEqual([]);
  });

  it('texts nothing to a number that opted out, and texts again after START', async () => {
    const phone = uniquePhone();
    const ownerId = randomUUID();
    contacts.set(ownerId, { phone, smsUpdates: true });
    await receive({ from: phone, body: 'STOP' });
    await send(ownerId);
    expect(await apiTexts(phone)).toEqual([]);
    await receive({ from: phone, body: 'START' });
    await send(ownerId);
    expect(await apiTexts(phone)).toHaveLength(1);
    expect((await sentRows(phone)).map((row) => row.status).sort()).toEqual(['sent', 'suppressed']);
  });
});

describe('numbers outside the allowed countries (US and Canada by default)', () => {
  const reason = 'not sent: the number is outside SMS_ALLOWED_COUNTRIES';

  it('never get a verification code, whatever the event says', async () => {
    for (const phone of ['+25271123456', '+79123456789', '+18762101234']) {
      await inTx((tx) =>
        notifications.app.get(PhoneVerificationSmsService).send(
          tx,
          {
            userId: randomUUID(),
            phone,
            code: '904512',
            expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
          },
          randomUUID(),
        ),
      );
      expect(await apiTexts(phone)).toEqual([]);
      expect(await sentRows(phone)).toEqual([
        { kind: 'phone_verification', status: 'suppressed', reason, twilio_sid: null },
      ]);
    }
  });

  it('never get a status update, even verified with SMS updates on', async () => {
    const phone = '+2348021234567';
    const ownerId = randomUUID();
    contacts.set(ownerId, { phone, smsUpdates: true });
    await inTx((tx) =>
      notifications.app.get(StatusUpdateSmsService).send(
        tx,
        {
          jobId: JOB_ID,
          ownerId,
          jobTitle: 'Data Engineer',
          company: 'Globex',
          status: 'Applied',
          previousStatus: 'Saved',
          interviewAt: null,
          changedBy: randomUUID(),
          at: new Date().toISOString(),
          version: 2,
          receipt: null,
        },
        randomUUID(),
      ),
    );
    expect(await apiTexts(phone)).toEqual([]);
    expect((await sentRows(phone))[0]).toMatchObject({ kind: 'status_update', status: 'suppressed', reason });
  });

  it('get no reply to an incoming text (HELP, STOP, a link), which is still handled', async () => {
    const phone = '+79123456780';
    const { userId } = { userId: randomUUID() };
    accounts.set(phone, { userId, status: 'active', smsUpdates: true });
    expect((await receive({ from: phone, body: 'HELP' })).reply).toBeNull();
    expect((await receive({ from: phone, body: 'https://jobs.example.com/1' })).reply).toBeNull();
    expect(imports).toEqual([{ userId, url: 'https://jobs.example.com/1' }]);
    expect((await receive({ from: phone, body: 'STOP' })).reply).toBeNull();
    expect(await optOut(phone)).toEqual({ opted_out: true });
    expect((await inboundRows(phone)).map((row) => [row.outcome, row.reply])).toEqual([
      ['help', null],
      ['unreadable-link', null],
      ['stop', null],
    ]);
  });
});

describe('when Twilio cannot be reached', () => {
  let unreachable: NotificationsModule;
  beforeAll(async () => {
    unreachable = await startNotificationsModule({
      SMTP_HOST: backing.SMTP_HOST,
      SMTP_PORT: backing.SMTP_PORT,
      APP_BASE_URL,
      // Nothing listens on port 1.
      TWILIO_API_BASE: 'http://127.0.0.1:1',
    });
  });
  afterAll(async () => {
    await unreachable?.close();
  });

  it('records the failed text and rethrows, so the event is delivered again', async () => {
    const phone = uniquePhone();
    const eventId = randomUUID();
    await expect(
      unreachable.db.$transaction((tx) =>
        unreachable.app.get(PhoneVerificationSmsService).send(
          tx,
          {
            userId: randomUUID(),
            phone,
            code: '123123',
            expiresAt: new Date(Date.now() + 600_000).toISOString(),
          },
          eventId,
        ),
      ),
    ).rejects.toThrow();
    const rows = (
      await unreachable.sql.query('SELECT status, reason, event_id FROM sent_sms WHERE "to" = $1', [phone])
    ).rows as { status: string; reason: string; event_id: string }[];
    expect(rows).toEqual([
      { status: 'failed', reason: expect.stringMatching(/ECONNREFUSED|connect/i), event_id: eventId },
    ]);
  });
});
