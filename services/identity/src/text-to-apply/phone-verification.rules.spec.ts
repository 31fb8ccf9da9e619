import { describe, expect, it } from 'vitest';
import {
  CODES_WINDOW_MS,
  codeStateOf,
  NUMBER_DAY_MS,
  numberLimit,
  resendLimit,
} from './phone-verification.rules.js';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const at = (secondsFromNow: number) => new Date(NOW.getTime() + secondsFromNow * 1000);
const PHONE = '+12015550123';
const code = (changes: Partial<Parameters<typeof codeStateOf>[0] & object> = {}) => ({
  phone: PHONE,
  expiresAt: at(300),
  attempts: 0,
  consumedAt: null,
  ...changes,
});

describe('codeStateOf', () => {
  it('is pending until it expires, with the attempts left', () => {
    expect(codeStateOf(code({ attempts: 2 }), PHONE, NOW)).toEqual({
      kind: 'pending',
      expiresAt: at(300),
      attemptsLeft: 3,
    });
  });

  it('is expired from its expiry instant on', () => {
    expect(codeStateOf(code({ expiresAt: NOW }), PHONE, NOW)).toEqual({ kind: 'expired' });
  });

  it('is used up after five wrong attempts, even before it expires', () => {
    expect(codeStateOf(code({ attempts: 5 }), PHONE, NOW)).toEqual({ kind: 'used-up' });
  });

  it('is none without a code, once used, or for another number than the current one', () => {
    expect(codeStateOf(null, PHONE, NOW)).toEqual({ kind: 'none' });
    expect(codeStateOf(code({ consumedAt: at(-5) }), PHONE, NOW)).toEqual({ kind: 'none' });
    expect(codeStateOf(code(), '+12015550124', NOW)).toEqual({ kind: 'none' });
    expect(codeStateOf(code(), null, NOW)).toEqual({ kind: 'none' });
  });
});

describe('resendLimit', () => {
  it('lets the first code go at once', () => {
    expect(resendLimit([], NOW)).toBeNull();
  });

  it('holds the next code until a minute after the last', () => {
    expect(resendLimit([at(-20)], NOW)).toEqual({ reason: 'interval', allowedAt: at(40) });
    expect(resendLimit([at(-60)], NOW)).toBeNull();
  });

  it('allows five codes an hour: the sixth waits until the oldest of the five is an hour old', () => {
    const five = [at(-3000), at(-2000), at(-1000), at(-500), at(-100)];
    expect(resendLimit(five, NOW)).toEqual({ reason: 'hourly', allowedAt: at(600) });
    expect(resendLimit(five.slice(1), NOW)).toBeNull();
  });

  it('names the longer wait when both limits hold', () => {
    const five = [at(-3590), at(-300), at(-200), at(-100), at(-30)];
    // The hourly limit ends in 10 s, the minute since the last code in 30 s.
    expect(resendLimit(five, NOW)).toEqual({ reason: 'interval', allowedAt: at(30) });
    const recent = [at(-600), at(-300), at(-200), at(-100), at(-30)];
    expect(resendLimit(recent, NOW)).toEqual({ reason: 'hourly', allowedAt: at(3000) });
  });

  it('does not count codes older than an hour', () => {
    expect(resendLimit([at(-3601), at(-3700), at(-3800), at(-3900), at(-4000)], NOW)).toBeNull();
  });
});

describe('numberLimit (one number, all accounts)', () => {
  const now = new Date('2030-01-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const limits = { perHour: 3, perDay: 6 };

  it('allows a number under both limits', () => {
    expect(numberLimit([], now, limits)).toBeNull();
    expect(numberLimit([ago(1000), ago(2000)], now, limits)).toBeNull();
  });

  it('refuses the one past the hourly limit until the oldest of the hour is an hour old', () => {
    expect(numberLimit([ago(1000), ago(2000), ago(10 * 60_000)], now, limits)).toEqual(
      new Date(now.getTime() - 10 * 60_000 + CODES_WINDOW_MS),
    );
  });

  it('refuses the one past the daily limit until the oldest of the day is a day old', () => {
    const day = [2, 3, 4, 5, 6, 20].map((hours) => ago(hours * CODES_WINDOW_MS));
    expect(numberLimit(day, now, limits)).toEqual(
      new Date(now.getTime() - 20 * CODES_WINDOW_MS + NUMBER_DAY_MS),
    );
    expect(numberLimit(day.slice(0, 5), now, limits)).toBeNull();
  });
});
