import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { SubmissionKey } from './submission-key';

const counter = () => {
  let next = 0;
  return () => `key-${String((next += 1))}`;
};

describe('SubmissionKey', () => {
  it('reuses the key when the same submission is sent again after a lost connection or a 5xx', () => {
    const submission = new SubmissionKey(counter());
    const first = submission.keyFor({ jobId: 'j', text: 'Hello' });

    submission.settle(new TypeError('Failed to fetch'));
    expect(submission.keyFor({ jobId: 'j', text: 'Hello' })).toBe(first);

    submission.settle(new ApiError(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }));
    expect(submission.keyFor({ jobId: 'j', text: 'Hello' })).toBe(first);
  });

  it('gives a new submission a new key: after a success, after a refusal, or with other details', () => {
    const submission = new SubmissionKey(counter());
    const first = submission.keyFor('https://jobs.example/1');
    submission.settle(null);
    const afterSuccess = submission.keyFor('https://jobs.example/1');
    expect(afterSuccess).not.toBe(first);

    submission.settle(new ApiError(409, { error: { code: 'CONFLICT', message: 'duplicate' } }));
    const afterRefusal = submission.keyFor('https://jobs.example/1');
    expect(afterRefusal).not.toBe(afterSuccess);

    submission.settle(new TypeError('Failed to fetch'));
    expect(submission.keyFor('https://jobs.example/2')).not.toBe(afterRefusal);
  });

  it('makes UUIDs by default', () => {
    expect(new SubmissionKey().keyFor('x')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
