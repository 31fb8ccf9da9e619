// The verification code's rules (6 digits by SMS, 10 minutes, 5 attempts, resend limited), as pure
// functions of the stored rows and the time, so they are tested without a clock.

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** A new code at most once a minute… */
export const RESEND_INTERVAL_MS = 60 * 1000;
/** …and at most five an hour, per user whatever the number: each one is a text someone receives. */
export const MAX_CODES_PER_HOUR = 5;
export const CODES_WINDOW_MS = 60 * 60 * 1000;

export interface StoredCode {
  phone: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

/**
 * What the user's latest code is worth for `phone` now. Only the latest counts (a new code
 * replaces the one before), and only for the number it was texted to.
 */
export type CodeState =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'used-up' }
  | { kind: 'pending'; expiresAt: Date; attemptsLeft: number };

export function codeStateOf(latest: StoredCode | null, phone: string | null, now: Date): CodeState {
  if (!latest || phone === null || latest.phone !== phone || latest.consumedAt) return { kind: 'none' };
  if (latest.attempts >= MAX_CODE_ATTEMPTS) return { kind: 'used-up' };
  if (latest.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  return { kind: 'pending', expiresAt: latest.expiresAt, attemptsLeft: MAX_CODE_ATTEMPTS - latest.attempts };
}

/** Why and until when the user may not ask for another code. */
export interface ResendLimit {
  reason: 'interval' | 'hourly';
  allowedAt: Date;
}

/**
 * The limit on another code now, given when the user asked for the codes of the last hour (at
 * least the latest MAX_CODES_PER_HOUR, any order); null when they may ask now. When both limits
 * hold, the one that lasts longer is named.
 */
export function resendLimit(recentCreatedAt: readonly Date[], now: Date): ResendLimit | null {
  const nowMs = now.getTime();
  const times = recentCreatedAt.map((at) => at.getTime()).sort((a, b) => b - a);
  const latest = times[0];
  const intervalEnds = latest === undefined ? nowMs : latest + RESEND_INTERVAL_MS;
  const oldestCounted = times.filter((at) => at > nowMs - CODES_WINDOW_MS)[MAX_CODES_PER_HOUR - 1];
  const hourlyEnds = oldestCounted === undefined ? nowMs : oldestCounted + CODES_WINDOW_MS;
  if (hourlyEnds > nowMs && hourlyEnds >= intervalEnds)
    return { reason: 'hourly', allowedAt: new Date(hourlyEnds) };
  if (intervalEnds > nowMs) return { reason: 'interval', allowedAt: new Date(intervalEnds) };
  return null;
}

/** Whole seconds (or minutes) to wait until `at`, never 0 while there is any wait left. */
export const secondsUntil = (at: Date, now: Date): number =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
export const minutesUntil = (at: Date, now: Date): number =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));

/** How many codes one number may be texted, whichever accounts ask (settings). */
export interface NumberLimits {
  perHour: number;
  perDay: number;
}
export const NUMBER_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the number may be texted another code, given when codes were texted to it in the last day
 * (by any account; at least the latest `perDay`, any order); null when it may now. The limit that
 * lasts longer is the one that counts.
 */
export function numberLimit(recentCreatedAt: readonly Date[], now: Date, limits: NumberLimits): Date | null {
  const nowMs = now.getTime();
  const times = recentCreatedAt.map((at) => at.getTime()).sort((a, b) => b - a);
  const endOf = (windowMs: number, max: number) => {
    const oldestCounted = times.filter((at) => at > nowMs - windowMs)[max - 1];
    return oldestCounted === undefined ? nowMs : oldestCounted + windowMs;
  };
  const allowedAt = Math.max(endOf(CODES_WINDOW_MS, limits.perHour), endOf(NUMBER_DAY_MS, limits.perDay));
  return allowedAt > nowMs ? new Date(allowedAt) : null;
}
