import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient } from './queryClient';

const refusal = (status: number) => new ApiError(status, { error: { code: 'X', message: 'No' } });

// Runs one query through the app's client defaults and counts the attempts until it fails.
async function attemptsUntilFailed(error: Error): Promise<number> {
  const queryFn = vi.fn(() => Promise.reject(error));
  await expect(createQueryClient().fetchQuery({ queryKey: ['probe'], queryFn })).rejects.toBe(error);
  return queryFn.mock.calls.length;
}

describe('createQueryClient', () => {
  it.each([400, 401, 403, 404, 409, 429])('asks once when the gateway refuses (%i)', async (status) => {
    expect(await attemptsUntilFailed(refusal(status))).toBe(1);
  });

  it.each([
    ['a server fault', refusal(503)],
    ['a lost connection', new TypeError('Failed to fetch')],
  ])('fails at the first attempt after %s, without retries', async (_, error) => {
    expect(await attemptsUntilFailed(error)).toBe(1);
  });

  it("puts a page's query in its error state at the first failure, and Try again asks again", async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(refusal(503))
      .mockResolvedValueOnce('the page');
    const observer = new QueryObserver(createQueryClient(), { queryKey: ['page'], queryFn });
    const states: string[] = [];
    const unsubscribe = observer.subscribe((result) => states.push(result.status));

    // The error view's condition holds as soon as the one request has failed (no back-off wait).
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true), { timeout: 500 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().error).toBeInstanceOf(ApiError);

    // The view's Try again (refetch) is the manual retry.
    const retried = await observer.refetch();
    expect(retried.status).toBe('success');
    expect(retried.data).toBe('the page');
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(states).toContain('error');
    unsubscribe();
  });
});
