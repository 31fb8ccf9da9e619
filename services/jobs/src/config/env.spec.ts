import { loadConfig } from '@hirerelay/nest-common';
import { describe, expect, it } from 'vitest';
import { serviceLevelHours, ZJobsEnv } from './env.js';

const required = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5433/hirerelay_jobs',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'user-documents',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('jobs config: service levels', () => {
  it('gives 24, 48 and 72 hours by default', () => {
    expect(serviceLevelHours(loadConfig('jobs', ZJobsEnv, required))).toEqual({
      Fastest: 24,
      Faster: 48,
      Standard: 72,
    });
  });

  it('reads the hours from the settings, and refuses hours that are not a positive whole number', () => {
    const config = loadConfig('jobs', ZJobsEnv, {
      ...required,
      JOB_DUE_HOURS_FASTEST: '12',
      JOB_DUE_HOURS_FASTER: '36',
      JOB_DUE_HOURS_STANDARD: '96',
    });
    expect(serviceLevelHours(config)).toEqual({ Fastest: 12, Faster: 36, Standard: 96 });
    expect(() => loadConfig('jobs', ZJobsEnv, { ...required, JOB_DUE_HOURS_FASTEST: '0' })).toThrow();
    expect(() => loadConfig('jobs', ZJobsEnv, { ...required, JOB_DUE_HOURS_STANDARD: '1.5' })).toThrow();
  });
});
