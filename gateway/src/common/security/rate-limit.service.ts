import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { Redis } from 'ioredis';
import { REDIS } from '../infra/infra.providers.js';
import type { TRateLimit } from '../../config/env.js';
import { GatewayMessages } from '../gateway.messages.js';

// INCR and set the window's expiry in one step, so concurrent requests from every gateway
// replica share one counter and a crash between the two calls cannot leave a key without expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** RATE_LIMITED, with how long to wait (sent as the Retry-After header). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = GatewayMessages.tooManyAttempts,
  ) {
    super(ErrorCode.RateLimited, message);
  }
}

/** Fixed-window attempt counters in Redis, keyed by action and subject (address, e-mail). */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one attempt; throws RATE_LIMITED (429) once `limit` is exceeded within the window. */
  async hit(action: string, subject: string, { limit, windowSeconds }: TRateLimit): Promise<void> {
    const key = `ratelimit:${action}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;
    let result: [number, number];
    try {
      result = (await this.redis.eval(HIT, 1, key, windowSeconds * 1000)) as [number, number];
    } catch {
      throw new AppError(ErrorCode.ServiceUnavailable, GatewayMessages.serviceUnavailable);
    }
    const [count, ttlMs] = result;
    if (count > limit) {
      throw new RateLimitedError(Math.max(1, Math.ceil(ttlMs / 1000)));
    }
  }
}
