import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every test of the file on a fake clock (only `Date`: timers and I/O run as usual), starting at
 * the real time; answers `later(ms)`, which moves the clock on.
 */
export function useFakeDate(): (ms: number) => void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return (ms: number) => vi.setSystemTime(Date.now() + ms);
}
