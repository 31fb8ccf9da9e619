import { describe, expect, it, vi } from 'vitest';
import { performThenRecord } from './perform-then-record.js';

function step(perform: () => Promise<string>, recordFailure = vi.fn(async (_reason: string) => undefined)) {
  const order: string[] = [];
  const logger = { warn: vi.fn() };
  return {
    order,
    logger,
    recordFailure,
    spec: {
      perform: async () => {
        order.push('perform');
        return perform();
      },
      recordSuccess: vi.fn(async (result: string) => {
        order.push(`recordSuccess:${result}`);
      }),
      recordFailure,
      logger,
      logContext: { eventId: 'e1' },
    },
  };
}

describe('performThenRecord', () => {
  it('records the success after the effect, with its result', async () => {
    const { spec, order, recordFailure } = step(async () => 'accepted');
    await expect(performThenRecord(spec)).resolves.toBe('accepted');
    expect(order).toEqual(['perform', 'recordSuccess:accepted']);
    expect(recordFailure).not.toHaveBeenCalled();
  });

  it('records a failure with its reason and rethrows it, so the transaction rolls back', async () => {
    const failure = new Error('421 try again later');
    const { spec, recordFailure } = step(async () => Promise.reject(failure));
    await expect(performThenRecord(spec)).rejects.toBe(failure);
    expect(recordFailure).toHaveBeenCalledWith('421 try again later');
    expect(spec.recordSuccess).not.toHaveBeenCalled();
  });

  it('still rethrows the failure when it cannot be recorded, and logs that with the context', async () => {
    const failure = new Error('connection refused');
    const recordError = new Error('database away');
    const { spec, logger } = step(
      async () => Promise.reject(failure),
      vi.fn(async () => Promise.reject(recordError)),
    );
    await expect(performThenRecord(spec)).rejects.toBe(failure);
    expect(logger.warn).toHaveBeenCalledWith(
      { eventId: 'e1', err: recordError },
      'could not record the failed attempt',
    );
  });
});
