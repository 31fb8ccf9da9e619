// Playwright loads this file too (`@hirerelay/testing/sms`), so it imports neither vitest nor the
// index.
import { randomBytes } from 'node:crypto';
import {
  LOCAL_SMS_NUMBER,
  LOCAL_TWILIO_ACCOUNT_SID,
  LOCAL_TWILIO_AUTH_TOKEN,
  twilioSignature,
  type BackingEnv,
  type StandInText,
} from '@hirerelay/local-infra';
import type { HttpSession } from './http-session.js';
import { waitFor } from './wait.js';

export type { StandInText };
export { LOCAL_SMS_NUMBER, LOCAL_TWILIO_AUTH_TOKEN };

/** notifications' Twilio settings against the test servers' stand-in (as `serviceEnv` gives them). */
export const twilioServiceEnv = (backing: Pick<BackingEnv, 'TWILIO_API_BASE'>): Record<string, string> => ({
  TWILIO_API_BASE: backing.TWILIO_API_BASE,
  TWILIO_ACCOUNT_SID: LOCAL_TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: LOCAL_TWILIO_AUTH_TOKEN,
  SMS_FROM_NUMBER: LOCAL_SMS_NUMBER,
});

/**
 * A fresh E.164 number for one test's phone: a US number (New Jersey's 201 area code), since
 * notifications texts only numbers in the allowed countries (SMS_ALLOWED_COUNTRIES, US and Canada).
 */
export const uniquePhone = (): string => uniqueTextablePhone();

/**
 * A fresh number that Settings accepts (a real US area code and exchange: the 555 area code is not
 * one), for the tests that verify a number through the page with the texted code.
 */
export const uniqueTextablePhone = (): string =>
  `+1201${String(2 + (Number.parseInt(randomBytes(4).toString('hex'), 16) % 8))}${String(
    Number.parseInt(randomBytes(4).toString('hex'), 16) % 1_000_000,
  ).padStart(6, '0')}`;

/** A fresh Twilio message SID (`SM` and 32 hex digits). */
export const uniqueMessageSid = (): string => `SM${randomBytes(16).toString('hex')}`;

/** The text-to-apply section of Settings, as the SPA calls it. */
const TEXT_TO_APPLY = '/api/account/text-to-apply';

/**
 * Makes `phone` the signed-in user's verified text-to-apply number the way a person does in
 * Settings: saves it, asks for a code (asked again while identity's copy of billing does not show
 * the user's new subscription yet: only subscribers are texted codes), enters the code texted to
 * the Twilio stand-in, and sets SMS updates. Leaves that one verification text on the stand-in.
 */
export async function verifyPhoneThroughSettings(
  session: HttpSession,
  twilioApiBase: string,
  phone: string,
  { smsUpdates = true }: { smsUpdates?: boolean } = {},
): Promise<void> {
  const expectOk = (what: string, result: { status: number; text: string }) => {
    if (result.status !== 200) throw new Error(`${what} answered ${result.status}: ${result.text}`);
  };
  expectOk('saving the number', await session.request('PUT', `${TEXT_TO_APPLY}/phone`, { json: { phone } }));
  await waitFor(
    async () => {
      const asked = await session.post(`${TEXT_TO_APPLY}/code`);
      if (asked.status === 403) return null;
      expectOk('asking for a code', asked);
      return true;
    },
    { timeoutMs: 30_000, description: "the subscription in identity's copy of billing" },
  );
  const text = await waitForText(twilioApiBase, { to: phone, includes: 'verification code' });
  const code = /verification code is (\d{6})/.exec(text.body)?.[1];
  if (!code) throw new Error(`no code in the text: ${text.body}`);
  expectOk('entering the code', await session.post(`${TEXT_TO_APPLY}/verify`, { code }));
  expectOk(
    'setting SMS updates',
    await session.request('PUT', `${TEXT_TO_APPLY}/sms-updates`, { json: { enabled: smsUpdates } }),
  );
}

/** The texts the Twilio stand-in recorded (oldest first), to and/or from a number. */
export async function listTexts(
  twilioApiBase: string,
  filter: { to?: string; from?: string } = {},
): Promise<StandInText[]> {
  const url = new URL('/_emulator/messages', twilioApiBase);
  if (filter.to) url.searchParams.set('to', filter.to);
  if (filter.from) url.searchParams.set('from', filter.from);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url.href} answered ${res.status}`);
  return ((await res.json()) as { messages: StandInText[] }).messages;
}

/** Polls the stand-in until a text to `to` (containing `includes`, when given) was sent through the API. */
export function waitForText(
  twilioApiBase: string,
  { to, includes, timeoutMs = 15_000 }: { to: string; includes?: string; timeoutMs?: number },
): Promise<StandInText> {
  return waitFor(
    async () =>
      (await listTexts(twilioApiBase, { to })).find(
        (text) =>
          text.direction === 'outbound-api' && (includes === undefined || text.body.includes(includes)),
      ),
    { timeoutMs, description: `a text to ${to}${includes ? ` containing "${includes}"` : ''}` },
  );
}

export interface IncomingText {
  from: string;
  body: string;
  messageSid?: string;
  /** Where the signature says it was posted (default: `postTo`). */
  signedUrl?: string;
  /** Default: the local auth token, as the stand-in and notifications share it. */
  authToken?: string;
  /** Changes the form after signing (an altered body). */
  tamper?: (params: Record<string, string>) => Record<string, string>;
  /** Leave the signature header out. */
  unsigned?: boolean;
}

/**
 * Posts a text to the HireRelay number to the gateway's webhook as Twilio does: Twilio's form
 * parameters, `X-Twilio-Signature` over the public URL. Answers the raw response.
 */
export async function postIncomingText(
  postTo: string,
  text: IncomingText,
): Promise<{ status: number; contentType: string | null; body: string; messageSid: string }> {
  const { params, signature, messageSid } = signedIncomingText(postTo, text);
  const sent = text.tamper ? text.tamper({ ...params }) : params;
  const res = await fetch(postTo, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(text.unsigned ? {} : { 'x-twilio-signature': signature }),
    },
    body: new URLSearchParams(sent).toString(),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: await res.text(),
    messageSid,
  };
}

/** Twilio's form parameters of a text from `text.from`, and their signature over `signedUrl ?? url`. */
export function signedIncomingText(
  url: string,
  text: IncomingText,
): { params: Record<string, string>; signature: string; messageSid: string } {
  const messageSid = text.messageSid ?? uniqueMessageSid();
  const params: Record<string, string> = {
    AccountSid: LOCAL_TWILIO_ACCOUNT_SID,
    ApiVersion: '2010-04-01',
    Body: text.body,
    From: text.from,
    MessageSid: messageSid,
    NumMedia: '0',
    NumSegments: '1',
    SmsMessageSid: messageSid,
    SmsSid: messageSid,
    SmsStatus: 'received',
    To: LOCAL_SMS_NUMBER,
  };
  const signature = twilioSignature(text.authToken ?? LOCAL_TWILIO_AUTH_TOKEN, text.signedUrl ?? url, params);
  return { params, signature, messageSid };
}
