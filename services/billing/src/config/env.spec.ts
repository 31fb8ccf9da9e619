import { ConfigError, loadConfig } from '@hirerelay/nest-common';
import { describe, expect, it } from 'vitest';
import { ZBillingEnv } from './env.js';

const base = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgresql://localhost/billing',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_test_secret',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig('billing', ZBillingEnv, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('billing settings', () => {
  it('use the local stand-in when no key is set, with the sweep defaults', () => {
    const config = loadConfig('billing', ZBillingEnv, { ...base, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(config).toMatchObject({
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      QUOTA_RESERVATION_TIMEOUT_SECONDS: 900,
      QUOTA_SWEEP_INTERVAL_MS: 60_000,
    });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('need no stand-in address when a Stripe key is set', () => {
    const config = loadConfig('billing', ZBillingEnv, { ...base, STRIPE_SECRET_KEY: 'sk_live_abc123' });
    expect(config.STRIPE_SECRET_KEY).toBe('sk_live_abc123');
  });

  it('need the stand-in address when no key is set', () => {
    expect(problemsOf(base)).toEqual([
      'STRIPE_API_BASE: is required when STRIPE_SECRET_KEY is not set (the local Stripe stand-in)',
    ]);
  });

  it('require the webhook secret', () => {
    const { STRIPE_WEBHOOK_SECRET: _omitted, ...withoutSecret } = base;
    expect(problemsOf({ ...withoutSecret, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_WEBHOOK_SECRET is required but not set',
    ]);
  });

  it('name malformed secrets without quoting them', () => {
    const problems = problemsOf({
      ...base,
      STRIPE_SECRET_KEY: 'pk_live_public-key-by-mistake',
      STRIPE_WEBHOOK_SECRET: 'not-a-whsec-value',
    });
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_… or rk_…)',
      'STRIPE_WEBHOOK_SECRET: must be a Stripe webhook secret (whsec_…)',
    ]);
    expect(problems.join('\n')).not.toMatch(/public-key-by-mistake|not-a-whsec-value/);
  });

  it('refuse a stand-in address that is not http(s), and sweep settings out of range', () => {
    expect(
      problemsOf({
        ...base,
        STRIPE_API_BASE: 'ftp://127.0.0.1:12111',
        QUOTA_RESERVATION_TIMEOUT_SECONDS: '5',
      }),
    ).toEqual([
      'STRIPE_API_BASE: must be an http(s):// URL',
      'QUOTA_RESERVATION_TIMEOUT_SECONDS: Too small: expected number to be >=10',
    ]);
  });
});
