import type { TTextToApplySettings } from '@hirerelay/contracts';
import { codeStateOf, resendLimit, type StoredCode } from './phone-verification.rules.js';
import type { SmsContactRecord } from './text-to-apply.repository.js';

/**
 * The Settings section as the user sees it now: their number and whether it is verified, SMS
 * updates, the code they may still enter, and when they may ask for another.
 */
export function settingsOf(
  account: SmsContactRecord,
  latestCode: StoredCode | null,
  recentRequestTimes: readonly Date[],
  now: Date,
): TTextToApplySettings {
  const verified = account.smsPhone !== null && account.smsPhoneVerifiedAt !== null;
  const code = verified ? { kind: 'none' as const } : codeStateOf(latestCode, account.smsPhone, now);
  const limit = resendLimit(recentRequestTimes, now);
  return {
    phone: account.smsPhone,
    verified,
    smsUpdates: account.smsConsent,
    pendingCode:
      code.kind === 'pending'
        ? { expiresAt: code.expiresAt.toISOString(), attemptsLeft: code.attemptsLeft }
        : null,
    resendAllowedAt: limit ? limit.allowedAt.toISOString() : null,
  };
}
