import { randomInt } from 'node:crypto';
import { DeliverPolicy, jetstream, type ConsumerMessages } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  EVENTS_STREAM,
  ErrorCode,
  GetSmsContactRpc,
  IdentityMessages,
  PhoneVerificationRequestedEvent,
  type TEventEnvelope,
  type TTextToApplySettings,
} from '@hirerelay/contracts';
import { MSG_SMS_PHONE_INVALID, MSG_VERIFICATION_CODE_INVALID } from '@hirerelay/domain';
import type { RpcClient } from '@hirerelay/nest-common';
import {
  adminSession,
  checkOutOnStandIn,
  HttpSession,
  identityDatabaseUrl,
  listTexts,
  loggedInSession,
  signedUpSession,
  startGateway,
  useSharedSystem,
  testLogDir,
  testRpcClient,
  waitFor,
  type HttpResult,
  type RunningApp,
  type SharedSystem,
  waitForText,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The text-to-apply section of Settings through the real gateway and system: the code identity
// texts is read from its event on JetStream, and found again in the text notifications sent to the
// phone (the Twilio stand-in), as the person would read it.
const shared = inject('shared');
const logDir = testLogDir('gateway-text-to-apply');
let system: SharedSystem;
let nc: NatsConnection;
let rpc: RpcClient;
let staff: HttpSession;
let texts: ConsumerMessages;
const texted: TEventEnvelope[] = [];

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

beforeAll(async () => {
  system = await useSharedSystem(shared);
  rpc = testRpcClient(system.backing);
  staff = (await adminSession(system.url, identityDatabaseUrl(system.backing))).session;
  nc = await connect({ servers: system.backing.NATS_URL });
  // An ordered consumer of the verification events from now on: the texts this file causes.
  const consumer = await jetstream(nc).consumers.get(EVENTS_STREAM.name, {
    filter_subjects: PhoneVerificationRequestedEvent.subject,
    deliver_policy: DeliverPolicy.New,
  });
  texts = await consumer.consume();
  void (async () => {
    for await (const message of texts) texted.push(message.json<TEventEnvelope>());
  })();
});
afterAll(async () => {
  await texts?.close();
  await nc?.close();
  await rpc?.close();
});

const BASE = '/api/account/text-to-apply';
/** A valid US number (New Jersey's 201), random enough that parallel files and runs do not meet. */
const randomPhone = () => {
  const exchange = randomInt(200, 1000);
  const line = String(randomInt(0, 10_000)).padStart(4, '0');
  return { typed: `(201) ${String(exchange)}-${line}`, e164: `+1201${String(exchange)}${line}` };
};

/**
 * A new user who paid for Starter on the Stripe stand-in, once billing's events have reached
 * identity's read copy (staff see the subscription's date): only subscribers are texted codes.
 */
async function subscribedSession(url: string) {
  const account = await signedUpSession(url);
  await checkOutOnStandIn(account.session, 'starter');
  await waitFor(
    async () =>
      (await staff.get<{ subscriptionDate: string | null }>(`/api/admin/users/${account.id}`)).body
        .subscriptionDate !== null || null,
    { timeoutMs: 30_000, description: "the subscription in identity's read copy" },
  );
  return account;
}

const getSettings = (session: HttpSession) => session.get<TTextToApplySettings>(BASE);
const setPhone = (session: HttpSession, phone: string) =>
  session.request<TTextToApplySettings & ErrorBody>('PUT', `${BASE}/phone`, { json: { phone } });
const askForCode = (session: HttpSession) => session.post<TTextToApplySettings & ErrorBody>(`${BASE}/code`);
const verify = (session: HttpSession, code: string) =>
  session.post<TTextToApplySettings & ErrorBody>(`${BASE}/verify`, { code });
const setSmsUpdates = (session: HttpSession, enabled: boolean) =>
  session.request<TTextToApplySettings & ErrorBody>('PUT', `${BASE}/sms-updates`, { json: { enabled } });

/** The `count`-th code texted to the user (1 = the first), as it arrives on JetStream. */
function textedCode(userId: string, count = 1): Promise<{ phone: string; code: string }> {
  return waitFor(
    () => {
      const mine = texted
        .map((envelope) => PhoneVerificationRequestedEvent.payload.parse(envelope.payload))
        .filter((payload) => payload.userId === userId);
      return mine[count - 1] ?? null;
    },
    { timeoutMs: 15_000, description: `code ${String(count)} texted to ${userId}` },
  );
}

function expectRefused(
  result: HttpResult<ErrorBody>,
  status: number,
  code: string,
  message: string | RegExp,
) {
  expect({ status: result.status, code: result.body.error?.code }).toEqual({ status, code });
  expect(result.body.error.message).toMatch(message);
}

describe('text-to-apply settings', () => {
  it('set a number, verify it with the texted code (a wrong one first), then change it', async () => {
    const { session, id: userId } = await subscribedSession(system.url);
    expect((await getSettings(session)).body).toEqual({
      phone: null,
      verified: false,
      smsUpdates: false,
      pendingCode: null,
      resendAllowedAt: null,
    });

    const phone = randomPhone();
    const saved = await setPhone(session, phone.typed);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ phone: phone.e164, verified: false, pendingCode: null });

    const asked = await askForCode(session);
    expect(asked.status).toBe(200);
    expect(asked.body.pendingCode).toMatchObject({ attemptsLeft: 5 });
    expect(Date.parse(asked.body.resendAllowedAt!)).toBeGreaterThan(Date.now());
    const texted1 = await textedCode(userId);
    expect(texted1.phone).toBe(phone.e164);
    expect(texted1.code).toMatch(/^\d{6}$/);
    // ... and notifications texts it to the phone through Twilio's SDK (the stand-in records it).
    const text = await waitForText(system.backing.TWILIO_API_BASE, {
      to: phone.e164,
      includes: texted1.code,
    });
    expect(text.body).toBe(
      `HireRelay: Your verification code is ${texted1.code}. It expires in 10 minutes. Reply STOP to opt out.`,
    );

    expectRefused(await askForCode(session), 429, ErrorCode.RateLimited, /^Please wait \d+ seconds? before/);

    const wrong = String((Number(texted1.code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await verify(session, wrong);
    expectRefused(refused, 400, ErrorCode.Validation, IdentityMessages.codeWrong(4));
    expect(refused.body.error.fields).toEqual({ code: IdentityMessages.codeWrong(4) });
    expect((await getSettings(session)).body.pendingCode?.attemptsLeft).toBe(4);

    const done = await verify(session, `${texted1.code.slice(0, 3)} ${texted1.code.slice(3)}`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ phone: phone.e164, verified: true, pendingCode: null });
    expect(await rpc.request(GetSmsContactRpc, { userId })).toEqual({ phone: phone.e164, smsUpdates: false });

    const other = randomPhone();
    expect((await setPhone(session, other.e164)).body).toMatchObject({ phone: other.e164, verified: false });
    expect(await rpc.request(GetSmsContactRpc, { userId })).toEqual({ phone: null, smsUpdates: false });
  });

  it('switches SMS updates on and off, as notifications then reads them', async () => {
    const { session, id: userId } = await signedUpSession(system.url);
    expect((await setSmsUpdates(session, true)).body.smsUpdates).toBe(true);
    expect((await rpc.request(GetSmsContactRpc, { userId })).smsUpdates).toBe(true);
    expect((await getSettings(session)).body.smsUpdates).toBe(true);
    expect((await setSmsUpdates(session, false)).body.smsUpdates).toBe(false);
    expect((await rpc.request(GetSmsContactRpc, { userId })).smsUpdates).toBe(false);
  });

  it('refuses what is not a phone number or a code, and changes nothing', async () => {
    const { session } = await signedUpSession(system.url);
    const phone = randomPhone();
    await setPhone(session, phone.typed);
    for (const typed of ['800-555-0123', '12345', 'call 2015550123']) {
      const refused = await setPhone(session, typed);
      expectRefused(refused, 400, ErrorCode.Validation, MSG_SMS_PHONE_INVALID);
      expect(refused.body.error.fields).toEqual({ phone: MSG_SMS_PHONE_INVALID });
    }
    expect((await getSettings(session)).body.phone).toBe(phone.e164);
    const badCode = await verify(session, '12a456');
    expectRefused(badCode, 400, ErrorCode.Validation, MSG_VERIFICATION_CODE_INVALID);
    expect(badCode.body.error.fields).toEqual({ code: MSG_VERIFICATION_CODE_INVALID });
    expectRefused(
      await session.request<ErrorBody>('PUT', `${BASE}/sms-updates`, { json: { enabled: 'yes' } }),
      400,
      ErrorCode.Validation,
      /.+/,
    );
  });

  it('removes the number when it is saved blank', async () => {
    const { session } = await signedUpSession(system.url);
    await setPhone(session, randomPhone().typed);
    expect((await setPhone(session, '  ')).body).toMatchObject({ phone: null, verified: false });
  });

  it("refuses a number another account has verified, with identity's message under the field", async () => {
    const owner = await subscribedSession(system.url);
    const phone = randomPhone();
    await setPhone(owner.session, phone.typed);
    await askForCode(owner.session);
    expect((await verify(owner.session, (await textedCode(owner.id)).code)).body.verified).toBe(true);

    const { session } = await signedUpSession(system.url);
    const refused = await setPhone(session, phone.typed);
    expectRefused(refused, 409, ErrorCode.Conflict, IdentityMessages.phoneVerifiedElsewhere);
    expect(refused.body.error.fields).toEqual({ phone: IdentityMessages.phoneVerifiedElsewhere });
    expect((await getSettings(session)).body.phone).toBeNull();
  });

  it('asks for a signed-in user and the CSRF token', async () => {
    const anonymous = new HttpSession(system.url);
    expect((await anonymous.get(BASE)).status).toBe(401);
    const { session } = await signedUpSession(system.url);
    const forged = await session.request('PUT', `${BASE}/phone`, { json: { phone: '' }, csrf: false });
    expect(forged.status).toBe(403);
  });
});

describe('the text-to-apply rate limits', () => {
  let strict: RunningApp & { url: string };
  afterAll(async () => {
    await strict?.stop();
  });

  it('count code requests and code attempts per user, 429 with Retry-After beyond', async () => {
    strict = await startGateway(system.backing, {
      logDir,
      env: {
        RATE_LIMIT_PHONE_CODE: '1/600',
        RATE_LIMIT_PHONE_VERIFY: '2/600',
        RATE_LIMIT_TEXT_TO_APPLY: '2/600',
      },
    });
    await waitFor(async () => (await fetch(`${strict.url}/api/health/live`).catch(() => null))?.ok || null, {
      timeoutMs: 30_000,
      description: 'the strict gateway',
    });
    const { session } = await loggedInSession(strict.url, await subscribedSession(system.url));
    await setPhone(session, randomPhone().typed);
    expect((await askForCode(session)).status).toBe(200);
    const codes = await askForCode(session);
    expectRefused(codes, 429, ErrorCode.RateLimited, /.+/);
    expect(codes.headers.get('retry-after')).toMatch(/^\d+$/);

    expect((await verify(session, '000000')).status).not.toBe(429);
    expect((await verify(session, '000000')).status).not.toBe(429);
    expect((await verify(session, '000000')).status).toBe(429);

    expect((await setSmsUpdates(session, true)).status).toBe(200);
    expect((await setSmsUpdates(session, false)).status).toBe(429);
    // Another user has counters of their own.
    const other = await loggedInSession(strict.url, await signedUpSession(system.url));
    expect((await setSmsUpdates(other.session, true)).status).toBe(200);
  });
});

describe('SMS pumping', () => {
  const outboundTo = async (phone: string) =>
    (await listTexts(system.backing.TWILIO_API_BASE, { to: phone })).filter(
      (text) => text.direction === 'outbound-api',
    );

  it('refuses numbers outside the United States and Canada under the field', async () => {
    const { session } = await subscribedSession(system.url);
    const message = 'We can only text numbers in the United States and Canada.';
    for (const typed of ['+252 71 123456', '+7 912 345-67-89', '+234 802 123 4567', '+1 876 210 1234']) {
      const refused = await setPhone(session, typed);
      expectRefused(refused, 400, ErrorCode.Validation, message);
      expect(refused.body.error.fields).toEqual({ phone: message });
    }
    expect((await getSettings(session)).body.phone).toBeNull();
    expect((await setPhone(session, '(416) 555-0188')).body.phone).toBe('+14165550188');
  });

  it('texts no code without a subscription; once paid on the Stripe stand-in, the code arrives', async () => {
    const { session, id: userId } = await signedUpSession(system.url);
    const phone = randomPhone();
    await setPhone(session, phone.typed);
    expectRefused(
      await askForCode(session),
      403,
      ErrorCode.Forbidden,
      IdentityMessages.codeNeedsSubscription,
    );
    expect((await getSettings(session)).body.pendingCode).toBeNull();

    // Billing's events reach identity's read copy; then the code is texted.
    await checkOutOnStandIn(session, 'starter');
    const asked = await waitFor(
      async () => {
        const result = await askForCode(session);
        return result.status === 200 ? result : null;
      },
      { timeoutMs: 30_000, description: "the subscription in identity's read copy" },
    );
    expect(asked.body.pendingCode).toMatchObject({ attemptsLeft: 5 });
    const { code } = await textedCode(userId);
    await waitForText(system.backing.TWILIO_API_BASE, { to: phone.e164, includes: code });
    expect(await outboundTo(phone.e164)).toHaveLength(1);
  });

  it('texts one number at most five codes an hour, whichever accounts ask', async () => {
    const phone = randomPhone();
    const accounts = [];
    for (let i = 0; i < 6; i++) accounts.push(await subscribedSession(system.url));
    for (const { session } of accounts) await setPhone(session, phone.typed);
    const results = await Promise.all(accounts.map(({ session }) => askForCode(session)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = results.find((result) => result.status === 429)!;
    expectRefused(
      refused,
      429,
      ErrorCode.RateLimited,
      /^Too many codes have been sent to this number\. Please try again in \d+ minutes?\.$/,
    );
    await waitFor(async () => ((await outboundTo(phone.e164)).length === 5 ? true : null), {
      timeoutMs: 15_000,
      description: 'five codes texted to the number',
    });
  });
});
