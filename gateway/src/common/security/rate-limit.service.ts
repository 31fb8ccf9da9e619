// Ours, weighed against `@fastify/rate-limit` with its Redis store and kept: that plugin counts one
// limit per route in a request hook, before the body is read, and refuses there. The spec's limits
// need several counters per request keyed by the body (login: per address, per address and e-mail,
// per e-mail), failed logins only (`refund`), a per-account limit answered with the step-up instead
// of a 429 (`count`), 503 when Redis is down (fail closed), and the spec's messages with
// Retry-After through the one error filter, all pinned by the gateway's integration tests.
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import { REDIS, type RedisClient } from '../infra/infra.providers.js';
import type { TRateLimit } from '../../config/env.js';
import { GatewayMessages, tooManyAttemptsMessage } from '../gateway.messages.js';

// INCR and set the window's expiry in one step, so concurrent requests from every gateway
// replica share one counter and a crash between the two calls cannot leave a key without expiry.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

// Gives one counted attempt back on each key (a login that turned out right), unless its window
// has ended meanwhile: never creates a key, so a late refund cannot leave a counter without expiry.
const REFUND = `
for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key))
  if count and count > 0 then redis.call('DECR', key) end
end
return 0
`;

/** RATE_LIMITED, with how long to wait (sent as the Retry-After header). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = tooManyAttemptsMessage(retryAfterSeconds),
  ) {
    super(ErrorCode.RateLimited, message);
  }
}

/** Fixed-window attempt counters in Redis, keyed by action and subject (address, e-mail). */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}

  /** Counts one attempt; throws RATE_LIMITED (429) once `limit` is exceeded within the window. */
  async hit(action: string, subject: string, limit: TRateLimit): Promise<void> {
    const { exceeded, retryAfterSeconds } = await this.count(action, subject, limit);
    if (exceeded) throw new RateLimitedError(retryAfterSeconds);
  }

  /**
   * Counts one attempt and says whether `limit` is exceeded within the window, without refusing:
   * for a caller that answers an exceeded limit in its own way (the login's step-up).
   */
  async count(
    action: string,
    subject: string,
    { limit, windowSeconds }: TRateLimit,
  ): Promise<{ exceeded: boolean; retryAfterSeconds: number }> {
    let result: [number, number];
    try {
      result = (await this.redis.eval(HIT, {
        keys: [keyOf(action, subject)],
        arguments: [String(windowSeconds * 1000)],
      })) as [number, number];
    } catch {
      throw new AppError(ErrorCode.ServiceUnavailable, GatewayMessages.serviceUnavailable);
    }
    const [count, ttlMs] = result;
    return { exceeded: count > limit, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  /**
   * Takes back one attempt counted by `hit`/`count` (it turned out not to be one that limit is
   * about: a successful login). Best effort: without Redis the attempt simply stays counted.
   */
  async refund(...counters: readonly (readonly [action: string, subject: string])[]): Promise<void> {
    const keys = counters.map(([action, subject]) => keyOf(action, subject));
    await this.redis.eval(REFUND, { keys }).catch(() => undefined);
  }

  /** Ends the windows of these counters (best effort, as `refund`). */
  async clear(...counters: readonly (readonly [action: string, subject: string])[]): Promise<void> {
    const keys = counters.map(([action, subject]) => keyOf(action, subject));
    await this.redis.del(keys).catch(() => undefined);
  }
}

function keyOf(action: string, subject: string): string {
  return `ratelimit:${action}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;
}
