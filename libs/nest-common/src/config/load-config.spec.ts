import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ZServiceEnv } from './load-config.js';

describe('loadConfig', () => {
  it('names every missing setting', () => {
    const attempt = () => loadConfig('identity', ZServiceEnv, {});
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/NATS_URL is required but not set/);
    expect(attempt).toThrow(/DATABASE_URL is required but not set/);
  });

  it('treats an empty value as not set', () => {
    expect(() =>
      loadConfig('identity', ZServiceEnv, { NATS_URL: '', DATABASE_URL: 'postgresql://x/y' }),
    ).toThrow(/NATS_URL is required but not set/);
  });

  it('explains a malformed setting by name', () => {
    expect(() =>
      loadConfig('identity', ZServiceEnv, { NATS_URL: 'nats://127.0.0.1:4222', DATABASE_URL: 'mysql://x' }),
    ).toThrow(/DATABASE_URL: must be a postgresql:\/\/ URL/);
  });

  it('applies defaults and coerces numbers', () => {
    const config = loadConfig('identity', ZServiceEnv, {
      NATS_URL: 'nats://127.0.0.1:4222',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5433/hirerelay_identity',
      OUTBOX_POLL_MS: '250',
    });
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.OUTBOX_POLL_MS).toBe(250);
  });
});
