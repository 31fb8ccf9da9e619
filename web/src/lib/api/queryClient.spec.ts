import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient } from './queryClient';
import { MAX_QUERY_RETRIES } from './retry';

// Runs one query through the app's client defaults (no waiting between attempts) and counts the attempts.
async function attemptsUntilFailed(error: Error): Promise<number> {
  const queryFn = vi.fn(() => Promise.reject(error));
  await expect(createQueryClient().fetchQuery({ queryKey: ['probe'], queryFn, retryDelay: 0 })).rejects.toBe(
    error,
  );
  return queryFn.mock.calls.length;
}

describe('createQueryClient', () => {
  it('asks once when the gateway refuses', async () => {
    expect(await attemptsUntilFailed(new ApiError(404, null))).toBe(1);
  });

  it('asks again after a server fault, up to the retry limit', async () => {
    expect(await attemptsUntilFailed(new ApiError(503, null))).toBe(1 + MAX_QUERY_RETRIES);
  });
});
