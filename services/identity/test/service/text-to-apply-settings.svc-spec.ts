import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  IdentityMessages,
  PhoneVerificationRequestedEvent,
  SetTextToApplyPhoneRpc,
  SignupRpc,
  type TEventEnvelope,
} from '@hirerelay/contracts';
import { MSG_SMS_PHONE_INVALID } from '@hirerelay/domain';
import {
  expectRefusal,
  LOCAL_PHONE_CODE_HMAC_KEY,
  TEST_PASSWORD,
  uniqueEmail,
  useFakeDate,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { TextToApplySettingsService } from '../../src/text-to-apply/text-to-apply-settings.service.js';
import { TextToApplyService } from '../../src/text-to-apply/text-to-apply.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

// The text-to-apply section of Settings, rule by rule, on a clock the test moves (the service
// stamps and compares every time itself): the number, its 6-digit code (10 minutes, 5 attempts,
// one a minute and five an hour), SMS updates, and what other services then read.
let identity: IdentityModule;
let settings: TextToApplySettingsService;
let reads: TextToApplyService;
let auth: AuthService;

beforeAll(async () => {
  identity = await startIdentityModule();
  settings = identity.app.get(TextToApplySettingsService);
  reads = identity.app.get(TextToApplyService);
  auth = identity.app.get(AuthService);
});
afterAll(async () => {
  await identity?.close();
});
const later = useFakeDate();
const SECOND = 1000;
const MINUTE = 60 * SECOND;

let phoneSerial = 0;
/** A valid US number no other test of this file uses (New Jersey's 201, the 555 exchange). */
const uniquePhone = () => `+1201555${String(1000 + phoneSerial++)}`;

/**
 * A new applicant; by default with a running subscription in identity's read copy of billing (as
 * billing's events leave it: billing-copy's own tests send the real events), since only
 * subscribers are texted codes. `subscription: null` leaves the account without one.
 */
async function signUp({ subscription = 'active' }: { subscription?: string | null } = {}): Promise<string> {
  const { user } = await auth.signup(
    SignupRpc.request.parse({
      email: uniqueEmail('tta-settings'),
      password: TEST_PASSWORD,
      smsConsent: false,
    }),
  );
  if (subscription !== null) await setSubscription(user.id, subscription);
  return user.id;
}

async function setSubscription(userId: string, status: string): Promise<void> {
  await identity.sql.query(
    `INSERT INTO billing_accounts (user_id, subscription_id, plan_name, subscription_status, plan_quota, started_at, updated_at)
     VALUES ($1, $2, 'Starter', $3, 10, now(), now())
     ON CONFLICT (user_id) DO UPDATE SET subscription_status = EXCLUDED.subscription_status`,
    [userId, `sub_${userId}`, status],
  );
}

async function userWithPhone(phone = uniquePhone(), subscription: string | null = 'active') {
  const userId = await signUp({ subscription });
  await settings.setPhone({ userId, phone });
  return { userId, phone };
}

/** The code of the user's latest verification event in the outbox (what notifications texts). */
async function textedCode(userId: string): Promise<string> {
  const { rows } = await identity.sql.query<{ envelope: TEventEnvelope }>(
    `SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2
      ORDER BY created_at DESC, envelope->'payload'->>'expiresAt' DESC LIMIT 1`,
    [PhoneVerificationRequestedEvent.subject, userId],
  );
  const payload = PhoneVerificationRequestedEvent.payload.parse(rows[0]?.envelope.payload);
  return payload.code;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function verified(userId: string) {
  const phone = (await settings.requestCode({ userId })).phone;
  const code = await textedCode(userId);
  await settings.verify({ userId, code });
  return phone;
}

const storedUser = async (userId: string) =>
  (
    await identity.sql.query<{
      sms_phone: string | null;
      sms_phone_verified_at: Date | null;
      sms_consent: boolean;
    }>('SELECT sms_phone, sms_phone_verified_at, sms_consent FROM users WHERE id = $1', [userId])
  ).rows[0]!;

describe('the number', () => {
  it('is accepted only as a valid mobile or fixed number in E.164 form, by identity itself', () => {
    const request = (phone: unknown) =>
      SetTextToApplyPhoneRpc.request.safeParse({ userId: randomUUID(), phone });
    expect(request('+12015550123').success).toBe(true);
    expect(request(null).success).toBe(true);
    for (const phone of ['(201) 555-0123', '+18005550123', '+15550100142', '+1201555', '', 42]) {
      expect(request(phone).error?.issues.map((issue) => issue.message)).toEqual([MSG_SMS_PHONE_INVALID]);
    }
  });

  it('starts unset and not verified', async () => {
    const userId = await signUp();
    expect(await settings.getSettings({ userId })).toEqual({
      phone: null,
      verified: false,
      smsUpdates: false,
      pendingCode: null,
      resendAllowedAt: null,
    });
  });

  it('once verified, stays verified when the same number is saved again', async () => {
    const { userId, phone } = await userWithPhone();
    await verified(userId);
    expect(await settings.setPhone({ userId, phone })).toMatchObject({ phone, verified: true });
    expect((await storedUser(userId)).sms_phone_verified_at).not.toBeNull();
  });

  it('changed to another number is not verified, and the code sent to the old one no longer counts', async () => {
    const { userId } = await userWithPhone();
    await verified(userId);
    const other = uniquePhone();
    expect(await settings.setPhone({ userId, phone: other })).toMatchObject({
      phone: other,
      verified: false,
    });
    expect(await storedUser(userId)).toMatchObject({ sms_phone: other, sms_phone_verified_at: null });
    expect(await reads.getContact({ userId })).toEqual({ phone: null, smsUpdates: false });
    // A code asked for the first number does not verify the second.
    const second = await userWithPhone();
    await settings.requestCode({ userId: second.userId });
    await settings.setPhone({ userId: second.userId, phone: uniquePhone() });
    await expectRefusal(settings.verify({ userId: second.userId, code: await textedCode(second.userId) }), {
      code: ErrorCode.Validation,
      message: IdentityMessages.codeNotRequested,
    });
  });

  it('removed (blank) is cleared and not verified', async () => {
    const { userId } = await userWithPhone();
    await verified(userId);
    expect(await settings.setPhone({ userId, phone: null })).toMatchObject({ phone: null, verified: false });
    expect(await storedUser(userId)).toMatchObject({ sms_phone: null, sms_phone_verified_at: null });
  });

  it('verified by another account is refused with a clear message, and nothing changes', async () => {
    const owner = await userWithPhone();
    await verified(owner.userId);
    const { userId, phone: own } = await userWithPhone();
    await expectRefusal(settings.setPhone({ userId, phone: owner.phone }), {
      code: ErrorCode.Conflict,
      message: IdentityMessages.phoneVerifiedElsewhere,
      fields: { phone: IdentityMessages.phoneVerifiedElsewhere },
    });
    expect((await storedUser(userId)).sms_phone).toBe(own);
  });

  it('typed by two accounts is allowed while neither has verified it', async () => {
    const { phone } = await userWithPhone();
    const { userId } = await userWithPhone(phone);
    expect((await storedUser(userId)).sms_phone).toBe(phone);
  });

  it('cannot be set by staff (text-to-apply is for applicants)', async () => {
    const userId = await signUp();
    await identity.sql.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [userId]);
    await expectRefusal(settings.setPhone({ userId, phone: uniquePhone() }), {
      code: ErrorCode.Forbidden,
      message: IdentityMessages.forbidden,
    });
  });
});

describe('asking for a code', () => {
  it('needs a number, not yet verified', async () => {
    const userId = await signUp();
    await expectRefusal(settings.requestCode({ userId }), {
      code: ErrorCode.Validation,
      message: IdentityMessages.phoneMissing,
    });
    await settings.setPhone({ userId, phone: uniquePhone() });
    await verified(userId);
    later(2 * MINUTE);
    await expectRefusal(settings.requestCode({ userId }), {
      code: ErrorCode.Conflict,
      message: IdentityMessages.phoneAlreadyVerified,
    });
  });

  it('texts six digits through the outbox, stores only their HMAC, and shows the code pending for 10 minutes', async () => {
    const { userId, phone } = await userWithPhone();
    const kicksBefore = identity.outboxKicks();
    const reply = await settings.requestCode({ userId });
    const now = Date.now();
    expect(reply).toEqual({
      phone,
      verified: false,
      smsUpdates: false,
      pendingCode: { expiresAt: new Date(now + 10 * MINUTE).toISOString(), attemptsLeft: 5 },
      resendAllowedAt: new Date(now + MINUTE).toISOString(),
    });
    expect(identity.outboxKicks()).toBe(kicksBefore + 1);
    const code = await textedCode(userId);
    expect(code).toMatch(/^\d{6}$/);

    const { rows } = await identity.sql.query<Record<string, unknown>>(
      'SELECT * FROM phone_verification_codes WHERE user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ phone, attempts: 0, consumed_at: null });
    // The code is in no column; the hash is keyed (not a plain SHA-256 anyone can invert by trying).
    expect(
      Object.values(row)
        .map(String)
        .some((value) => value.includes(code)),
    ).toBe(false);
    expect(row.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(row.code_hash).toBe(
      createHmac('sha256', LOCAL_PHONE_CODE_HMAC_KEY).update(`${userId}\n${phone}\n${code}`).digest('hex'),
    );
  });

  it('again within a minute is refused, naming the seconds to wait', async () => {
    const { userId } = await userWithPhone();
    await settings.requestCode({ userId });
    later(20 * SECOND);
    await expectRefusal(settings.requestCode({ userId }), {
      code: ErrorCode.RateLimited,
      message: IdentityMessages.codeResendTooSoon(40),
    });
    later(39 * SECOND);
    await expectRefusal(settings.requestCode({ userId }), {
      code: ErrorCode.RateLimited,
      message: 'Please wait 1 second before asking for another code.',
    });
    later(SECOND);
    expect((await settings.requestCode({ userId })).pendingCode).not.toBeNull();
  });

  it('is allowed five times an hour; the sixth names the minutes to wait, then it is allowed again', async () => {
    const { userId } = await userWithPhone();
    for (let sent = 0; sent < 5; sent += 1) {
      await settings.requestCode({ userId });
      later(2 * MINUTE);
    }
    // Five codes at 0, 2, 4, 6 and 8 minutes; it is now 10 minutes: the first turns an hour old at 60.
    await expectRefusal(settings.requestCode({ userId }), {
      code: ErrorCode.RateLimited,
      message: IdentityMessages.codeHourlyLimit(50),
    });
    expect((await settings.getSettings({ userId })).resendAllowedAt).toBe(
      new Date(Date.now() + 50 * MINUTE).toISOString(),
    );
    // Changing the number does not reset the count: it is per user.
    await settings.setPhone({ userId, phone: uniquePhone() });
    await expectRefusal(settings.requestCode({ userId }), { code: ErrorCode.RateLimited });
    later(50 * MINUTE);
    await settings.requestCode({ userId });
    const { rowCount } = await identity.sql.query(
      'SELECT 1 FROM phone_verification_codes WHERE user_id = $1',
      [userId],
    );
    expect(rowCount).toBe(6);
  });

  it('replaces the code pending before: only the newest one verifies', async () => {
    const { userId } = await userWithPhone();
    await settings.requestCode({ userId });
    const first = await textedCode(userId);
    later(MINUTE);
    await settings.requestCode({ userId });
    const second = await textedCode(userId);
    if (first !== second) {
      await expectRefusal(settings.verify({ userId, code: first }), {
        code: ErrorCode.Validation,
        message: IdentityMessages.codeWrong(4),
      });
    }
    expect(await settings.verify({ userId, code: second })).toMatchObject({ verified: true });
  });
});

describe('entering the code', () => {
  it('right: the number is verified, the code used up, and other services see the number', async () => {
    const { userId, phone } = await userWithPhone();
    await settings.requestCode({ userId });
    const code = await textedCode(userId);
    later(9 * MINUTE);
    expect(await settings.verify({ userId, code })).toMatchObject({
      phone,
      verified: true,
      pendingCode: null,
    });
    expect((await storedUser(userId)).sms_phone_verified_at).toEqual(new Date(Date.now()));
    expect(await reads.getContact({ userId })).toEqual({ phone, smsUpdates: false });
    expect(await reads.findAccount({ phone })).toEqual({
      account: { userId, status: 'active', smsUpdates: false },
    });
    const { rows } = await identity.sql.query(
      'SELECT consumed_at FROM phone_verification_codes WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]?.consumed_at).toEqual(new Date(Date.now()));
    await expectRefusal(settings.verify({ userId, code }), {
      code: ErrorCode.Conflict,
      message: IdentityMessages.phoneAlreadyVerified,
    });
  });

  it('wrong: each try says the attempts left; after five the code is dead, even the right one', async () => {
    const { userId } = await userWithPhone();
    await settings.requestCode({ userId });
    const code = await textedCode(userId);
    for (const left of [4, 3, 2, 1]) {
      await expectRefusal(settings.verify({ userId, code: wrongCodeFor(code) }), {
        code: ErrorCode.Validation,
        message: `That code is not right. You have ${String(left)} attempt${left === 1 ? '' : 's'} left.`,
        fields: { code: IdentityMessages.codeWrong(left) },
      });
      expect((await settings.getSettings({ userId })).pendingCode?.attemptsLeft).toBe(left);
    }
    await expectRefusal(settings.verify({ userId, code: wrongCodeFor(code) }), {
      code: ErrorCode.Validation,
      message: 'That code is not right. Please ask for a new one.',
    });
    expect((await settings.getSettings({ userId })).pendingCode).toBeNull();
    await expectRefusal(settings.verify({ userId, code }), {
      code: ErrorCode.Validation,
      message: IdentityMessages.codeAttemptsUsedUp,
    });
    expect((await storedUser(userId)).sms_phone_verified_at).toBeNull();
    // A new code works.
    later(MINUTE);
    await settings.requestCode({ userId });
    expect(await settings.verify({ userId, code: await textedCode(userId) })).toMatchObject({
      verified: true,
    });
  });

  it('after 10 minutes is refused as expired, and a new code must be asked for', async () => {
    const { userId } = await userWithPhone();
    await settings.requestCode({ userId });
    const code = await textedCode(userId);
    later(10 * MINUTE);
    await expectRefusal(settings.verify({ userId, code }), {
      code: ErrorCode.Validation,
      message: IdentityMessages.codeExpired,
      fields: { code: IdentityMessages.codeExpired },
    });
    expect(await settings.getSettings({ userId })).toMatchObject({
      pendingCode: null,
      resendAllowedAt: null,
    });
    expect((await storedUser(userId)).sms_phone_verified_at).toBeNull();
  });

  it('without a code asked for is refused', async () => {
    const { userId } = await userWithPhone();
    await expectRefusal(settings.verify({ userId, code: '123456' }), {
      code: ErrorCode.Validation,
      message: IdentityMessages.codeNotRequested,
    });
  });

  it('by two accounts for one number at once: the unique index lets one win, the other is told', async () => {
    const phone = uniquePhone();
    const first = await userWithPhone(phone);
    const second = await userWithPhone(phone);
    await settings.requestCode({ userId: first.userId });
    await settings.requestCode({ userId: second.userId });
    const [firstCode, secondCode] = [await textedCode(first.userId), await textedCode(second.userId)];
    const results = await Promise.allSettled([
      settings.verify({ userId: first.userId, code: firstCode }),
      settings.verify({ userId: second.userId, code: secondCode }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject({
      code: ErrorCode.Conflict,
      message: IdentityMessages.phoneVerifiedElsewhere,
    });
    const { rows } = await identity.sql.query(
      'SELECT id FROM users WHERE sms_phone = $1 AND sms_phone_verified_at IS NOT NULL',
      [phone],
    );
    expect(rows).toHaveLength(1);
  });

  it('for a number another account verified meanwhile is refused with the same message', async () => {
    const phone = uniquePhone();
    const late = await userWithPhone(phone);
    await settings.requestCode({ userId: late.userId });
    const code = await textedCode(late.userId);
    const quick = await userWithPhone(phone);
    await verified(quick.userId);
    await expectRefusal(settings.verify({ userId: late.userId, code }), {
      code: ErrorCode.Conflict,
      message: IdentityMessages.phoneVerifiedElsewhere,
    });
  });
});

describe('SMS updates', () => {
  it('switch on and off, kept on the account and read by notifications through the contact', async () => {
    const { userId, phone } = await userWithPhone();
    await verified(userId);
    expect(await settings.setSmsUpdates({ userId, enabled: true })).toMatchObject({ smsUpdates: true });
    expect(await reads.getContact({ userId })).toEqual({ phone, smsUpdates: true });
    expect(await settings.setSmsUpdates({ userId, enabled: false })).toMatchObject({ smsUpdates: false });
    expect(await reads.getContact({ userId })).toEqual({ phone, smsUpdates: false });
    expect((await storedUser(userId)).sms_consent).toBe(false);
  });
});

describe('who may be texted a code (SMS pumping)', () => {
  const OUTSIDE = {
    Somalia: '+25271123456',
    Russia: '+79123456789',
    Nigeria: '+2348021234567',
    Jamaica: '+18762101234',
  };
  const countryRefusal = 'We can only text numbers in the United States and Canada.';
  const codesTo = async (phone: string) =>
    Number(
      (
        await identity.sql.query<{ count: string }>(
          'SELECT count(*) FROM phone_verification_codes WHERE phone = $1',
          [phone],
        )
      ).rows[0]!.count,
    );
  const eventsTo = async (phone: string) =>
    Number(
      (
        await identity.sql.query<{ count: string }>(
          `SELECT count(*) FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'phone' = $2`,
          [PhoneVerificationRequestedEvent.subject, phone],
        )
      ).rows[0]!.count,
    );

  it('a number outside the allowed countries (US and Canada by default) is refused when saved', async () => {
    const userId = await signUp();
    for (const phone of Object.values(OUTSIDE)) {
      // A valid mobile number: the contract lets it through, the country rule refuses it.
      expect(SetTextToApplyPhoneRpc.request.safeParse({ userId, phone }).success).toBe(true);
      await expectRefusal(settings.setPhone({ userId, phone }), {
        code: ErrorCode.Validation,
        message: countryRefusal,
        fields: { phone: countryRefusal },
      });
    }
    expect((await storedUser(userId)).sms_phone).toBeNull();
    // A Canadian number is accepted.
    expect((await settings.setPhone({ userId, phone: '+14165550188' })).phone).toBe('+14165550188');
  });

  it('a number saved before outside the allowed countries gets no code', async () => {
    const userId = await signUp();
    await identity.sql.query('UPDATE users SET sms_phone = $2 WHERE id = $1', [userId, OUTSIDE.Somalia]);
    await expectRefusal(settings.requestCode({ userId }), {
      code: ErrorCode.Validation,
      message: countryRefusal,
    });
    expect(await codesTo(OUTSIDE.Somalia)).toBe(0);
    expect(await eventsTo(OUTSIDE.Somalia)).toBe(0);
  });

  it('an account without a running subscription gets no code; trialing and past due do', async () => {
    for (const subscription of [null, 'canceled', 'incomplete', 'incomplete_expired', 'unpaid']) {
      const { userId, phone } = await userWithPhone(uniquePhone(), subscription);
      await expectRefusal(settings.requestCode({ userId }), {
        code: ErrorCode.Forbidden,
        message: IdentityMessages.codeNeedsSubscription,
      });
      expect(await codesTo(phone)).toBe(0);
      expect(await eventsTo(phone)).toBe(0);
    }
    for (const subscription of ['trialing', 'past_due', 'active']) {
      const { userId, phone } = await userWithPhone(uniquePhone(), subscription);
      expect((await settings.requestCode({ userId })).pendingCode).not.toBeNull();
      expect(await eventsTo(phone)).toBe(1);
    }
  });

  it('one number gets at most five codes an hour whichever accounts ask, then the wait is named', async () => {
    const phone = uniquePhone();
    const [a, b, c] = [await userWithPhone(phone), await userWithPhone(phone), await userWithPhone(phone)];
    for (const { userId } of [a, b, c]) await settings.requestCode({ userId });
    later(2 * MINUTE);
    for (const { userId } of [a, b]) await settings.requestCode({ userId });
    later(2 * MINUTE);
    // c's own limits allow it (one code, four minutes ago); the number's do not.
    await expectRefusal(settings.requestCode({ userId: c.userId }), {
      code: ErrorCode.RateLimited,
      message: 'Too many codes have been sent to this number. Please try again in 56 minutes.',
    });
    expect(await codesTo(phone)).toBe(5);
    expect(await eventsTo(phone)).toBe(5);
    later(56 * MINUTE);
    expect((await settings.requestCode({ userId: c.userId })).pendingCode).not.toBeNull();
  });

  it('many accounts asking at once for one number: five codes, the others refused', async () => {
    const phone = uniquePhone();
    const accounts = [];
    for (let i = 0; i < 7; i++) accounts.push(await userWithPhone(phone));
    const results = await Promise.allSettled(accounts.map(({ userId }) => settings.requestCode({ userId })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect(result.reason).toMatchObject({ code: ErrorCode.RateLimited });
    }
    expect(await codesTo(phone)).toBe(5);
  });
});
