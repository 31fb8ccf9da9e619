import type { TTextToApplySettings } from './settingsTypes';
import { api } from '../../lib/api/client';
import { unwrap } from '../../lib/api/unwrap';

// The text-to-apply calls. Every answer is the section's whole state, which the hooks keep.
const BASE = '/api/account/text-to-apply';

export async function fetchTextToApplySettings(signal?: AbortSignal): Promise<TTextToApplySettings> {
  return unwrap(await api.GET(BASE, { signal }));
}

/** The number as typed (identity normalises it again); '' removes it. */
export async function saveTextToApplyPhone(phone: string): Promise<TTextToApplySettings> {
  return unwrap(await api.PUT(`${BASE}/phone`, { body: { phone } }));
}

export async function requestPhoneCode(): Promise<TTextToApplySettings> {
  return unwrap(await api.POST(`${BASE}/code`));
}

export async function verifyPhoneCode(code: string): Promise<TTextToApplySettings> {
  return unwrap(await api.POST(`${BASE}/verify`, { body: { code } }));
}

export async function saveSmsUpdates(enabled: boolean): Promise<TTextToApplySettings> {
  return unwrap(await api.PUT(`${BASE}/sms-updates`, { body: { enabled } }));
}
