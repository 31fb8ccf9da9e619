import { describe, expect, it } from 'vitest';
import { settingsOf } from './text-to-apply.mapper.js';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const at = (secondsFromNow: number) => new Date(NOW.getTime() + secondsFromNow * 1000);
const PHONE = '+12015550123';
const pendingCode = { phone: PHONE, expiresAt: at(540), attempts: 1, consumedAt: null };

describe('settingsOf', () => {
  it('shows an unverified number with its pending code and when another may be asked for', () => {
    const account = { smsPhone: PHONE, smsPhoneVerifiedAt: null, smsConsent: true };
    expect(settingsOf(account, pendingCode, [at(-60 + 10)], NOW)).toEqual({
      phone: PHONE,
      verified: false,
      smsUpdates: true,
      pendingCode: { expiresAt: at(540).toISOString(), attemptsLeft: 4 },
      resendAllowedAt: at(10).toISOString(),
    });
  });

  it('shows a verified number without a code to enter', () => {
    const account = { smsPhone: PHONE, smsPhoneVerifiedAt: at(-5), smsConsent: false };
    expect(settingsOf(account, pendingCode, [], NOW)).toEqual({
      phone: PHONE,
      verified: true,
      smsUpdates: false,
      pendingCode: null,
      resendAllowedAt: null,
    });
  });

  it('shows no number and nothing pending when there is none', () => {
    const account = { smsPhone: null, smsPhoneVerifiedAt: null, smsConsent: false };
    expect(settingsOf(account, pendingCode, [], NOW)).toMatchObject({
      phone: null,
      verified: false,
      pendingCode: null,
    });
  });
});
