import { loadConfig } from '@hirerelay/nest-common';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ZJobsEnv } from '../config/env.js';
import { createPageFetcher } from './lookup.module.js';

const base = { NATS_URL: 'nats://127.0.0.1:4222', DATABASE_URL: 'postgresql://localhost/jobs' };
const silent = pino({ level: 'silent' });

describe('the job-page fetcher built from the settings', () => {
  it('has no allowlist unless JOB_FETCH_ALLOWED_HOSTS is set: loopback is refused', async () => {
    const config = loadConfig('jobs', ZJobsEnv, base);
    expect(config.JOB_FETCH_ALLOWED_HOSTS).toEqual([]);
    await expect(
      createPageFetcher(config, silent).fetchPage('http://127.0.0.1/jobs/1'),
    ).rejects.toMatchObject({
      reason: 'address',
    });
  });

  it('reads JOB_FETCH_ALLOWED_HOSTS as a comma-separated list (an empty value = off)', () => {
    expect(
      loadConfig('jobs', ZJobsEnv, { ...base, JOB_FETCH_ALLOWED_HOSTS: ' 127.0.0.1, ::1 ,' }),
    ).toMatchObject({
      JOB_FETCH_ALLOWED_HOSTS: ['127.0.0.1', '::1'],
    });
    expect(loadConfig('jobs', ZJobsEnv, { ...base, JOB_FETCH_ALLOWED_HOSTS: '' })).toMatchObject({
      JOB_FETCH_ALLOWED_HOSTS: [],
    });
  });
});
