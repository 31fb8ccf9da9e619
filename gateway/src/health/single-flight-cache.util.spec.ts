import { describe, expect, it } from 'vitest';
import { SingleFlightCache } from './single-flight-cache.util.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SingleFlightCache', () => {
  it('runs one check for every caller that arrives while it is in flight', async () => {
    const cache = new SingleFlightCache<string>(2_000, () => 0);
    const pending = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return pending.promise;
    };
    const answers = Promise.all(Array.from({ length: 100 }, () => cache.get(load)));
    pending.resolve('up');
    expect(await answers).toEqual(Array(100).fill('up'));
    expect(loads).toBe(1);
  });

  it('reuses the result until it is ttl old, then checks again', async () => {
    let clock = 0;
    const cache = new SingleFlightCache<number>(2_000, () => clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(load)).toBe(1);
    clock = 1_999;
    expect(await cache.get(load)).toBe(1);
    clock = 2_000;
    expect(await cache.get(load)).toBe(2);
  });

  it('with ttl 0 keeps nothing but still shares the check in flight', async () => {
    const cache = new SingleFlightCache<number>(0, () => 0);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get(load), cache.get(load)])).toEqual([1, 1]);
    expect(await cache.get(load)).toBe(2);
  });

  it('does not keep a failed check', async () => {
    const cache = new SingleFlightCache<string>(2_000, () => 0);
    await expect(cache.get(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get(async () => 'up')).toBe('up');
  });
});
