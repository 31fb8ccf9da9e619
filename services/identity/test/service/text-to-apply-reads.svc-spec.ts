import { ErrorCode, IdentityMessages, SignupRpc } from '@hirerelay/contracts';
import { expectRefusal, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { TextToApplyService } from '../../src/text-to-apply/text-to-apply.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

// What other services read of text-to-apply: the account behind a texted number (only a verified
// one) and where texts about a user may go (only a verified number, with their SMS consent).
let identity: IdentityModule;
let textToApply: TextToApplyService;
let auth: AuthService;

beforeAll(async () => {
  identity = await startIdentityModule();
  textToApply = identity.app.get(TextToApplyService);
  auth = identity.app.get(AuthService);
});
afterAll(async () => {
  await identity?.close();
});

let phoneSerial = 0;
/** A number no other test of this run uses (the verified-number index is unique). */
const uniquePhone = () => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneSerial++ % 10}`;

async function userWithPhone(options: { phone: string; verified: boolean; smsConsent: boolean }) {
  const { user } = await auth.signup(
    SignupRpc.request.parse({
      email: uniqueEmail('tta'),
      password: TEST_PASSWORD,
      smsConsent: options.smsConsent,
    }),
  );
  await identity.sql.query('UPDATE users SET sms_phone = $2, sms_phone_verified_at = $3 WHERE id = $1', [
    user.id,
    options.phone,
    options.verified ? new Date() : null,
  ]);
  return user.id;
}

describe('the account behind a texted number', () => {
  it('is the account that verified it, with its status and SMS consent', async () => {
    const phone = uniquePhone();
    const userId = await userWithPhone({ phone, verified: true, smsConsent: true });
    expect(await textToApply.findAccount({ phone })).toEqual({
      account: { userId, status: 'active', smsUpdates: true },
    });
  });

  it('is none for a number only typed in, never proven', async () => {
    const phone = uniquePhone();
    await userWithPhone({ phone, verified: false, smsConsent: true });
    expect(await textToApply.findAccount({ phone })).toEqual({ account: null });
  });

  it('is none for a number nobody gave', async () => {
    expect(await textToApply.findAccount({ phone: uniquePhone() })).toEqual({ account: null });
  });

  it('is one account at most: a second account cannot hold the same verified number', async () => {
    const phone = uniquePhone();
    await userWithPhone({ phone, verified: true, smsConsent: false });
    await expect(userWithPhone({ phone, verified: true, smsConsent: false })).rejects.toThrow(
      /users_sms_phone_verified_key/,
    );
  });
});

describe('where texts about a user may go', () => {
  it('is the verified number with the SMS consent', async () => {
    const phone = uniquePhone();
    const userId = await userWithPhone({ phone, verified: true, smsConsent: false });
    expect(await textToApply.getContact({ userId })).toEqual({ phone, smsUpdates: false });
  });

  it('is no number while it is unverified', async () => {
    const userId = await userWithPhone({ phone: uniquePhone(), verified: false, smsConsent: true });
    expect(await textToApply.getContact({ userId })).toEqual({ phone: null, smsUpdates: true });
  });

  it('is refused for an unknown user', async () => {
    await expectRefusal(textToApply.getContact({ userId: randomUUID() }), {
      code: ErrorCode.NotFound,
      message: IdentityMessages.userNotFound,
    });
  });
});
