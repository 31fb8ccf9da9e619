import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { MAX_QUERY_RETRIES, shouldRetryQuery } from './retry';

const refusal = (status: number) => new ApiError(status, { error: { code: 'X', message: 'No' } });

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('takes a %i as the answer', (status) => {
    expect(shouldRetryQuery(0, refusal(status))).toBe(false);
  });

  it.each([500, 502, 503])('retries a %i twice, then gives up', (status) => {
    expect(shouldRetryQuery(0, refusal(status))).toBe(true);
    expect(shouldRetryQuery(1, refusal(status))).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, refusal(status))).toBe(false);
  });

  it('retries a lost connection twice, then gives up', () => {
    const offline = new TypeError('Failed to fetch');
    expect(shouldRetryQuery(0, offline)).toBe(true);
    expect(shouldRetryQuery(1, offline)).toBe(true);
    expect(shouldRetryQuery(2, offline)).toBe(false);
  });
});
