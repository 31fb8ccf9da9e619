import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  PhoneVerificationRequestedEvent,
  type TEventEnvelope,
  type TJobRow,
  type TSubscriptionView,
} from '@hirerelay/contracts';
import {
  adminSession,
  identityDatabaseUrl,
  listTexts,
  LOCAL_SMS_NUMBER,
  postIncomingText,
  useSharedSystem,
  uniqueMessageSid,
  uniquePhone,
  verifyPhoneThroughSettings,
  waitFor,
  waitForMail,
  waitForText,
  type IncomingText,
  type SharedSystem,
} from '@hirerelay/testing';
import { QUOTA_REFUSALS } from '@hirerelay/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  fixtureLink,
  startFixturePages,
  subscriber,
  type FixturePages,
  type Session,
} from './jobs-fixtures.js';

/*
 * Text-to-apply and texts through the real gateway and system: Twilio's webhook signed as Twilio
 * signs it (over the public URL, PUBLIC_BASE_URL), notifications checking it and answering TwiML,
 * imports through jobs' one path, and the texts notifications sends landing in the Twilio stand-in.
 */
const shared = inject('shared');
const SUPPORT_EMAIL = 'support@hirerelay.local';
let system: SharedSystem;
let fixtures: FixturePages;
let staff: Session;
let webhook: string;
let nc: NatsConnection;

beforeAll(async () => {
  fixtures = await startFixturePages();
  system = await useSharedSystem(shared);
  webhook = `${system.url}/api/webhooks/twilio/sms`;
  staff = await adminSession(system.url, identityDatabaseUrl(system.backing));
  nc = await connect({ servers: system.backing.NATS_URL });
});
afterAll(async () => {
  await nc?.close();
  fixtures?.process.kill();
});

/** A text to the HireRelay number, signed over the public URL the system was given. */
const text = (message: IncomingText) =>
  postIncomingText(webhook, { signedUrl: system.twilioWebhookUrl ?? undefined, ...message });

/** The one `<Message>` of a TwiML answer (null: an empty `<Response/>`). */
function replyOf(twiml: string): string | null {
  expect(twiml.startsWith('<?xml version="1.0" encoding="UTF-8"?><Response')).toBe(true);
  const messages = [...twiml.matchAll(/<Message>([\s\S]*?)<\/Message>/g)].map((m) =>
    (m[1] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  );
  expect(messages.length).toBeLessThanOrEqual(1);
  return messages[0] ?? null;
}

const jobsOf = async (account: Session) =>
  (await account.session.get<{ items: TJobRow[] }>('/api/jobs')).body.items;

/*
 * What notifications records of each text (inbound_sms, sent_sms) is its own service tier's to check
 * (services/notifications/test/service/sms.svc-spec.ts); here the texts themselves are seen, as
 * Twilio's stand-in received them.
 */

/** The texts sent to `to` through Twilio's API, but for the verification code of its Settings. */
const textsTo = async (to: string) =>
  (await listTexts(system.backing.TWILIO_API_BASE, { to })).filter(
    (t) => t.direction === 'outbound-api' && !t.body.includes('verification code'),
  );

/** A paying user whose number `phone` was verified in Settings. */
async function verifiedSubscriber(phone = uniquePhone(), smsUpdates = true) {
  const account = await subscriber(system.url);
  await verifyPhoneThroughSettings(account.session, system.backing.TWILIO_API_BASE, phone, { smsUpdates });
  return { ...account, phone };
}

const changeStatus = async (jobId: string, status: string) => {
  // Applied needs the receipt's facts.
  const submission =
    status === 'Applied'
      ? {
          submission: {
            resumeAttached: true,
            coverLetterAttached: false,
            appliedUrl: 'https://acme.example.com/apply',
          },
        }
      : {};
  const changed = await staff.session.post(`/api/jobs/${jobId}/status`, { status, ...submission });
  expect(changed.status).toBe(200);
};

describe('the signature', () => {
  let user: Awaited<ReturnType<typeof verifiedSubscriber>>;
  beforeAll(async () => {
    user = await verifiedSubscriber();
  });

  it.each<[string, () => Partial<IncomingText>]>([
    ['signed with another auth token', () => ({ authToken: 'not-the-auth-token-of-this-account' })],
    // The address the gateway listens on, not the public one Twilio was given.
    ['signed for another URL', () => ({ signedUrl: webhook })],
    ['with the body altered after signing', () => ({ tamper: (p) => ({ ...p, Body: `${p.Body!} ` }) })],
    ['without a signature', () => ({ unsigned: true })],
  ])('refuses a text %s with 403, and imports nothing', async (_what, change) => {
    const answer = await text({
      from: user.phone,
      body: fixtureLink(fixtures, 'greenhouse', randomUUID()),
      ...change(),
    });
    expect(answer.status).toBe(403);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'FORBIDDEN', message: 'Invalid Twilio signature' },
    });
    expect(await jobsOf(user)).toEqual([]);
  });

  it('checks it against the public address: the URL Twilio was given, not the one the gateway listens on', () => {
    expect(system.twilioWebhookUrl).toBe(
      `${new URL(system.url).protocol}//localhost:${new URL(system.url).port}/api/webhooks/twilio/sms`,
    );
  });

  it('takes forms on this route only: another route answers a form with 415', async () => {
    const res = await fetch(`${system.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a&email=a%40example.com&message=hello',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION');
  });

  it('refuses a JSON body as unsigned', async () => {
    const res = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-twilio-signature': 'abc=' },
      body: JSON.stringify({ From: user.phone, Body: 'HELP' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('text-to-apply', () => {
  it('imports a link texted from a verified number for its owner, once per MessageSid', async () => {
    const user = await verifiedSubscriber();
    const link = fixtureLink(fixtures, 'greenhouse', randomUUID().slice(0, 8));
    const messageSid = uniqueMessageSid();
    const first = await text({ from: user.phone, body: `Please add this one: ${link}.`, messageSid });
    expect(first.status).toBe(200);
    expect(first.contentType).toMatch(/^text\/xml/);
    const jobs = await jobsOf(user);
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    expect(job.url).toBe(link);
    expect(replyOf(first.body)).toBe(
      `HireRelay: Added ${job.title} at ${job.company} to your dashboard. ${system.twilioWebhookUrl!.replace('/api/webhooks/twilio/sms', '')}/dashboard/jobs/${job.id}`,
    );

    // Twilio retrying the same webhook: the same answer, nothing done again.
    const replay = await text({ from: user.phone, body: `Please add this one: ${link}.`, messageSid });
    expect(replay.status).toBe(200);
    expect(replay.body).toBe(first.body);
    expect(await jobsOf(user)).toHaveLength(1);

    // The same link in a new text is a duplicate, linked to the job already there.
    const again = await text({ from: user.phone, body: link });
    expect(replyOf(again.body)).toMatch(
      new RegExp(`^HireRelay: You have already imported this job\\. .*/dashboard/jobs/${job.id}$`),
    );
    expect(await jobsOf(user)).toHaveLength(1);
  });

  it('answers an unknown number with where to verify it, and imports nothing', async () => {
    const answer = await text({
      from: uniquePhone(),
      body: fixtureLink(fixtures, 'greenhouse', randomUUID()),
    });
    expect(answer.status).toBe(200);
    expect(replyOf(answer.body)).toMatch(/^HireRelay: We don't know this number\..*\/dashboard\/settings$/);
  });

  it('treats a number that is on an account but not verified as unknown', async () => {
    const user = await subscriber(system.url);
    const phone = uniquePhone();
    // Saved in Settings, never verified.
    const saved = await user.session.request('PUT', '/api/account/text-to-apply/phone', { json: { phone } });
    expect(saved.status).toBe(200);
    const answer = await text({ from: phone, body: fixtureLink(fixtures, 'greenhouse', randomUUID()) });
    expect(replyOf(answer.body)).toMatch(/^HireRelay: We don't know this number\./);
    expect(await jobsOf(user)).toEqual([]);
  });

  it('answers a text without a link with how text-to-apply works', async () => {
    const user = await verifiedSubscriber();
    const answer = await text({ from: user.phone, body: 'hello, is this HireRelay?' });
    expect(replyOf(answer.body)).toBe(
      'HireRelay: Text us a job link (https://…) to add the job to your dashboard. Reply HELP for help, STOP to opt out.',
    );
  });

  it('passes on the refusal of a user whose subscription ended, with the subscription page', async () => {
    // Only subscribers are texted codes (so no one who never subscribed has a verified number): the
    // number is verified while subscribed, then Stripe ends the subscription at once (as when a card
    // keeps failing), and billing hears of it.
    const account = await verifiedSubscriber();
    const subscriptionOf = async () =>
      (await account.session.get<{ subscription: TSubscriptionView | null }>('/api/billing/subscription'))
        .body.subscription;
    const ended = await fetch(
      `${system.backing.STRIPE_API_BASE}/v1/subscriptions/${(await subscriptionOf())!.id}`,
      {
        method: 'DELETE',
        headers: { authorization: 'Bearer sk_test_gateway_sms' },
      },
    );
    expect(ended.status).toBe(200);
    await waitFor(async () => (await subscriptionOf())?.status !== 'active' || null, {
      timeoutMs: 30_000,
      description: 'billing has the subscription ended',
    });
    const answer = await text({
      from: account.phone,
      body: fixtureLink(fixtures, 'greenhouse', randomUUID()),
    });
    expect(replyOf(answer.body)).toBe(
      `HireRelay: ${QUOTA_REFUSALS.inactive.message} ${system.twilioWebhookUrl!.replace('/api/webhooks/twilio/sms', '')}/dashboard/subscription`,
    );
    expect(await jobsOf(account)).toEqual([]);
  });

  it('imports a link whose page cannot be read (404), saying our team fills in the details', async () => {
    const user = await verifiedSubscriber();
    const link = `${new URL(fixtures.pages.greenhouse!).origin}/jobs/expired-${randomUUID().slice(0, 8)}?jobid=77`;
    const answer = await text({ from: user.phone, body: link });
    const jobs = await jobsOf(user);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ url: link, title: 'Waiting for admin input' });
    expect(replyOf(answer.body)).toBe(
      `HireRelay: Added the job to your dashboard. We couldn't read its page, so our team will fill in the details. ${system.twilioWebhookUrl!.replace('/api/webhooks/twilio/sms', '')}/dashboard/jobs/${jobs[0]!.id}`,
    );
  });

  it('says so when the link is one we may not fetch (a local address)', async () => {
    const user = await verifiedSubscriber();
    const answer = await text({ from: user.phone, body: 'https://localhost/jobs/1' });
    expect(replyOf(answer.body)).toMatch(/^HireRelay: We could not read that job link\./);
    expect(await jobsOf(user)).toEqual([]);
  });

  it('answers HELP with the support address and the website', async () => {
    const answer = await text({ from: uniquePhone(), body: ' help ' });
    const reply = replyOf(answer.body);
    expect(reply).toContain(SUPPORT_EMAIL);
    expect(reply).toContain(system.twilioWebhookUrl!.replace('/api/webhooks/twilio/sms', ''));
  });
});

describe('STOP and START', () => {
  it('stops status texts after STOP (confirmed once) and sends them again after START', async () => {
    const user = await verifiedSubscriber();
    const imported = await text({
      from: user.phone,
      body: fixtureLink(fixtures, 'greenhouse', randomUUID().slice(0, 8)),
    });
    expect(replyOf(imported.body)).toMatch(/^HireRelay: Added /);
    const [job] = await jobsOf(user);

    // SMS updates on: a status change is texted.
    await changeStatus(job!.id, 'Applied');
    const applied = await waitForText(system.backing.TWILIO_API_BASE, {
      to: user.phone,
      includes: 'is now Applied',
    });
    expect(applied.from).toBe(LOCAL_SMS_NUMBER);
    expect(applied.body).toContain(`/dashboard/jobs/${job!.id}`);
    expect(applied.numSegments).toBeLessThanOrEqual(2);

    const stop = await text({ from: user.phone, body: 'Stop' });
    expect(replyOf(stop.body)).toBe(
      'HireRelay: You are unsubscribed and will get no more texts from us. Reply START to resubscribe.',
    );
    const secondStop = await text({ from: user.phone, body: 'UNSUBSCRIBE' });
    expect(secondStop.status).toBe(200);
    expect(replyOf(secondStop.body)).toBeNull();
    // Nothing is texted back to an opted-out number, whatever it sends.
    expect(replyOf((await text({ from: user.phone, body: 'HELP' })).body)).toBeNull();

    await changeStatus(job!.id, 'Interview Completed');
    // The e-mail of the same change shows the event went through notifications.
    await waitForMail(system.backing.MAIL_INBOX_URL, {
      to: user.email,
      subjectIncludes: ': Interview Completed',
      timeoutMs: 15_000,
    });

    const start = await text({ from: user.phone, body: 'START' });
    expect(replyOf(start.body)).toMatch(/^HireRelay: You are subscribed again\./);
    await changeStatus(job!.id, 'Offer Received');
    await waitForText(system.backing.TWILIO_API_BASE, { to: user.phone, includes: 'is now Offer Received' });
    // Applied and Offer Received were texted; Interview Completed, while opted out, was not.
    const statusTexts = (await textsTo(user.phone)).filter((t) => t.body.includes(' is now '));
    expect(statusTexts.map((t) => /is now ([A-Za-z ]+)\./.exec(t.body)?.[1])).toEqual([
      'Applied',
      'Offer Received',
    ]);
  });

  it('texts no status update to a user who switched SMS updates off', async () => {
    const user = await verifiedSubscriber(uniquePhone(), false);
    await text({ from: user.phone, body: fixtureLink(fixtures, 'greenhouse', randomUUID().slice(0, 8)) });
    const [job] = await jobsOf(user);
    await changeStatus(job!.id, 'Applied');
    // The e-mail of the same change shows the event went through notifications.
    await waitForMail(system.backing.MAIL_INBOX_URL, {
      to: user.email,
      subjectIncludes: ': Applied',
      timeoutMs: 15_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await textsTo(user.phone)).toEqual([]);
  });
});

describe('verification codes', () => {
  const publish = (phone: string, code: string) => {
    const envelope: TEventEnvelope = {
      id: randomUUID(),
      subject: PhoneVerificationRequestedEvent.subject,
      producer: 'identity',
      occurredAt: new Date().toISOString(),
      payload: {
        userId: randomUUID(),
        phone,
        code,
        expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      },
    };
    return jetstream(nc).publish(envelope.subject, JSON.stringify(envelope), { msgID: envelope.id });
  };

  it('texts the code once', async () => {
    const phone = uniquePhone();
    await publish(phone, '482913');
    const sent = await waitForText(system.backing.TWILIO_API_BASE, { to: phone, includes: '482913' });
    expect(sent.body).toBe(
      'HireRelay: Your verification code is 482913. It expires in 10 minutes. Reply STOP to opt out.',
    );
    // A later code to another number is texted after it: the first was not texted again meanwhile.
    const marker = uniquePhone();
    await publish(marker, '135790');
    await waitForText(system.backing.TWILIO_API_BASE, { to: marker, includes: '135790' });
    expect(
      (await listTexts(system.backing.TWILIO_API_BASE, { to: phone })).filter(
        (t) => t.direction === 'outbound-api',
      ),
    ).toHaveLength(1);
  });

  it('texts no code to a number that opted out', async () => {
    const phone = uniquePhone();
    expect(replyOf((await text({ from: phone, body: 'STOP' })).body)).toMatch(/unsubscribed/);
    await publish(phone, '111222');
    // A code published after it to another number is texted: the first event was handled by then.
    const marker = uniquePhone();
    await publish(marker, '333444');
    await waitForText(system.backing.TWILIO_API_BASE, { to: marker, includes: '333444' });
    expect(
      (await listTexts(system.backing.TWILIO_API_BASE, { to: phone })).filter(
        (t) => t.direction === 'outbound-api',
      ),
    ).toEqual([]);
  });
});
