import { ErrorCode } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../common/security/rate-limit.service.js';
import { AddressRateLimit } from './address-rate-limit.util.js';

describe('AddressRateLimit', () => {
  it('lets `limit` requests per window through for each address, then refuses with a retry time', () => {
    let clock = 0;
    const limit = new AddressRateLimit({ limit: 3, windowSeconds: 60 }, () => clock);
    for (let i = 0; i < 3; i++) limit.hit('10.0.0.1');
    clock = 15_000;
    let refused: unknown;
    try {
      limit.hit('10.0.0.1');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).code).toBe(ErrorCode.RateLimited);
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(45);
    // Another address has its own count.
    expect(() => limit.hit('10.0.0.2')).not.toThrow();
    // A new window starts afresh.
    clock = 60_000;
    expect(() => limit.hit('10.0.0.1')).not.toThrow();
  });

  it('a page polling every 15 s stays far below the default 120 per minute', () => {
    let clock = 0;
    const limit = new AddressRateLimit({ limit: 120, windowSeconds: 60 }, () => clock);
    for (let i = 0; i < 40; i++, clock += 15_000) expect(() => limit.hit('10.0.0.1')).not.toThrow();
  });
});
