import { loadConfig } from '@hirerelay/nest-common';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ZJobsEnv } from '../config/env.js';
import { JOB_PAGE_BUDGET_MS, JOB_PAGE_RPC_TIMEOUT_MS } from '@hirerelay/contracts';
import { createPageFetcher } from './lookup.module.js';
import { PAGE_EXTRACTION_LIMITS } from './page-extraction-pool.service.js';
import { PAGE_FETCH_LIMITS } from './safe-page-fetcher.service.js';

const base = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgresql://localhost/jobs',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'user-documents',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};
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

  it('takes host:port entries and refuses an entry that is neither a host nor host:port', () => {
    expect(
      loadConfig('jobs', ZJobsEnv, { ...base, JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1:8093,[::1]:8093' }),
    ).toMatchObject({ JOB_FETCH_ALLOWED_HOSTS: ['127.0.0.1:8093', '[::1]:8093'] });
    expect(() =>
      loadConfig('jobs', ZJobsEnv, { ...base, JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1:8093,http://127.0.0.1' }),
    ).toThrow('"http://127.0.0.1" is not a host or host:port');
  });

  it('with 127.0.0.1:8093 allowed, still refuses 127.0.0.1 on another port or the default one', async () => {
    const config = loadConfig('jobs', ZJobsEnv, { ...base, JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1:8093' });
    const fetcher = createPageFetcher(config, silent);
    await expect(fetcher.fetchPage('http://127.0.0.1:5433/jobs/1')).rejects.toMatchObject({ reason: 'port' });
    await expect(fetcher.fetchPage('http://127.0.0.1/jobs/1')).rejects.toMatchObject({ reason: 'address' });
  });

  it('warns in the log that the SSRF rules are lifted for those hosts, never for production', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    createPageFetcher(
      loadConfig('jobs', ZJobsEnv, { ...base, JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1:8093' }),
      logger,
    );
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        level: 40,
        allowedHosts: ['127.0.0.1:8093'],
        msg: expect.stringContaining('tests and local development only, never production') as string,
      }),
    ]);
  });
});

describe('the time a job page may take', () => {
  it('fits the fetch and the extraction in the page budget, well inside the callers deadline', () => {
    expect(PAGE_FETCH_LIMITS.timeoutMs + PAGE_EXTRACTION_LIMITS.timeoutMs).toBeLessThanOrEqual(
      JOB_PAGE_BUDGET_MS,
    );
    // Room for an import's other steps (billing's reservation, the transaction) and the hops.
    expect(JOB_PAGE_RPC_TIMEOUT_MS - JOB_PAGE_BUDGET_MS).toBeGreaterThanOrEqual(2_000);
  });
});
