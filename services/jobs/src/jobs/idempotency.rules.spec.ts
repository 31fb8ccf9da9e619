import { ErrorCode, IdempotencyMessages, ZImportedJob } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyedJobId, replayOrRefuse, requestFingerprint, type KeyedRequest } from './idempotency.rules.js';

const request = (fingerprint: string, key = 'k-1'): KeyedRequest => ({
  userId: '5f0c3a7e-1f1d-4c1b-9a53-6f2d8f0b1e11',
  operation: 'job.import',
  key,
  fingerprint,
});

describe('requestFingerprint', () => {
  it('is the same for the same details in any key order, and differs for other details', () => {
    const a = requestFingerprint({ url: 'https://x.example/1', page: { title: 'T', company: 'C' } });
    const b = requestFingerprint({ page: { company: 'C', title: 'T' }, url: 'https://x.example/1' });
    expect(a).toBe(b);
    expect(requestFingerprint({ url: 'https://x.example/1', page: undefined })).toBe(
      requestFingerprint({ url: 'https://x.example/1' }),
    );
    expect(requestFingerprint({ url: 'https://x.example/2' })).not.toBe(
      requestFingerprint({ url: 'https://x.example/1' }),
    );
  });
});

describe('keyedJobId', () => {
  it('is one UUID per user, key and request', () => {
    const id = keyedJobId(request('f1'));
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(keyedJobId(request('f1'))).toBe(id);
    expect(keyedJobId(request('f2'))).not.toBe(id);
    expect(keyedJobId(request('f1', 'k-2'))).not.toBe(id);
  });
});

describe('replayOrRefuse', () => {
  it('refuses the key with another request (CONFLICT)', () => {
    expect(() => replayOrRefuse({ fingerprint: 'f1', reply: {} }, request('f2'), ZImportedJob)).toThrow(
      expect.objectContaining({ code: ErrorCode.Conflict, message: IdempotencyMessages.keyReused }),
    );
  });
});
