import { loadConfig } from '@hirerelay/nest-common';
import { describe, expect, it } from 'vitest';
import { ZJobsEnv } from '../config/env.js';
import { draftFileName, draftingModel } from './drafts.rules.js';

const required = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5433/hirerelay_jobs',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'user-documents',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const MODEL = {
  DRAFTING_API_URL: 'http://127.0.0.1:12113/v1/',
  DRAFTING_API_KEY: 'sk-local',
  DRAFTING_MODEL: 'stand-in-1',
};

describe('draftingModel', () => {
  it('is null (the local drafter) when nothing is set', () => {
    expect(draftingModel(loadConfig('jobs', ZJobsEnv, required))).toBeNull();
  });

  it('reads the model settings, with a 20 s timeout by default', () => {
    expect(draftingModel(loadConfig('jobs', ZJobsEnv, { ...required, ...MODEL }))).toEqual({
      url: 'http://127.0.0.1:12113/v1',
      apiKey: 'sk-local',
      model: 'stand-in-1',
      timeoutMs: 20_000,
    });
  });

  it('refuses a model half configured, and a timeout past 60 s', () => {
    expect(() =>
      loadConfig('jobs', ZJobsEnv, { ...required, DRAFTING_API_URL: MODEL.DRAFTING_API_URL }),
    ).toThrow(/must be set together/);
    expect(() =>
      loadConfig('jobs', ZJobsEnv, { ...required, ...MODEL, DRAFTING_TIMEOUT_MS: '60001' }),
    ).toThrow();
  });
});

describe('draftFileName', () => {
  it('names the kind and the company in plain ASCII', () => {
    expect(draftFileName('cover_letter', 'Acme Robotics, Inc.', 'docx')).toBe(
      'cover-letter-acme-robotics-inc.docx',
    );
    expect(draftFileName('outreach', 'Café Zürich', 'docx')).toBe('outreach-message-cafe-zurich.docx');
    expect(draftFileName('cover_letter', '   ', 'pdf')).toBe('cover-letter.pdf');
    expect(draftFileName('cover_letter', null, 'pdf')).toBe('cover-letter.pdf');
  });
});
