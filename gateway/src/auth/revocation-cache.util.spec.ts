import { describe, expect, it } from 'vitest';
import { RevocationCache } from './revocation-cache.util.js';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('RevocationCache', () => {
  it('while cold, says "revoked" for what it holds and defers everything else to Redis', () => {
    const time = clock();
    const cache = new RevocationCache(time.now);
    cache.add(['a'], 60_000);
    expect(cache.lookup('a')).toBe(true);
    expect(cache.lookup('b')).toBeUndefined();
  });

  it('once warm, answers "not revoked" itself, and defers again when marked cold', () => {
    const cache = new RevocationCache(clock().now);
    cache.markWarm();
    cache.add(['a'], 60_000);
    expect(cache.lookup('a')).toBe(true);
    expect(cache.lookup('b')).toBe(false);
    cache.markCold();
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')).toBe(true);
  });

  it('ends a listing with its TTL, and forgets it on read', () => {
    const time = clock();
    const cache = new RevocationCache(time.now);
    cache.markWarm();
    cache.add(['a'], 60_000);
    time.advance(59_999);
    expect(cache.lookup('a')).toBe(true);
    time.advance(1);
    expect(cache.lookup('a')).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('keeps the later expiry when a session is listed twice', () => {
    const time = clock();
    const cache = new RevocationCache(time.now);
    cache.markWarm();
    cache.add(['a'], 60_000);
    cache.add(['a'], 1_000);
    time.advance(30_000);
    expect(cache.lookup('a')).toBe(true);
  });

  it('prunes expired listings without a read, keeping the live ones', () => {
    const time = clock();
    const cache = new RevocationCache(time.now);
    cache.add(['short-1', 'short-2'], 1_000);
    cache.add(['long'], 60_000);
    time.advance(1_000);
    expect(cache.prune()).toBe(1);
    cache.markWarm();
    expect(cache.lookup('long')).toBe(true);
    expect(cache.lookup('short-1')).toBe(false);
  });
});
