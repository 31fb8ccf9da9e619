import { loadConfig } from '@hirerelay/nest-common';
import { describe, expect, it } from 'vitest';
import { ZIdentityEnv } from './env.js';

const base = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgresql://localhost/identity',
  PHONE_CODE_HMAC_KEY: 'k'.repeat(32),
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'user-documents',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('identity settings', () => {
  it('needs the object store it reads resumes from', () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = base;
    expect(() => loadConfig('identity', ZIdentityEnv, withoutBucket)).toThrow(/S3_BUCKET/);
  });

  it('treats ADMIN_EMAILS as optional', () => {
    expect(loadConfig('identity', ZIdentityEnv, base).ADMIN_EMAILS).toEqual([]);
  });

  it('splits ADMIN_EMAILS on commas into normalized addresses', () => {
    const config = loadConfig('identity', ZIdentityEnv, {
      ...base,
      ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.org ',
    });
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.org']);
  });

  it('names a malformed address', () => {
    expect(() =>
      loadConfig('identity', ZIdentityEnv, { ...base, ADMIN_EMAILS: 'boss@example.com,boss' }),
    ).toThrow(/ADMIN_EMAILS: "boss" is not an e-mail address/);
  });

  it('requires the key verification codes are stored under, of at least 32 characters', () => {
    const { PHONE_CODE_HMAC_KEY: _omitted, ...withoutKey } = base;
    expect(() => loadConfig('identity', ZIdentityEnv, withoutKey)).toThrow(/PHONE_CODE_HMAC_KEY/);
    expect(() => loadConfig('identity', ZIdentityEnv, { ...base, PHONE_CODE_HMAC_KEY: 'short' })).toThrow(
      /PHONE_CODE_HMAC_KEY: must be at least 32 characters/,
    );
  });
});
