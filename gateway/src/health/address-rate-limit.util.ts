import type { TRateLimit } from '../config/env.js';
import { RateLimitedError } from '../common/security/rate-limit.service.js';

const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * Fixed-window request counters per client address, in this gateway's memory. For the health
 * route, which must keep answering when Redis (where the other limits count) is down, and whose
 * purpose is to protect this process: a per-replica count is what matters.
 */
export class AddressRateLimit {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly rule: TRateLimit,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one request; throws RATE_LIMITED (429, with Retry-After) past the limit. */
  hit(address: string): void {
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= MAX_TRACKED_ADDRESSES) this.forgetEnded(now);
      window = { count: 0, endsAt: now + this.rule.windowSeconds * 1000 };
      this.windows.set(address, window);
    }
    window.count += 1;
    if (window.count > this.rule.limit) {
      throw new RateLimitedError(Math.max(1, Math.ceil((window.endsAt - now) / 1000)));
    }
  }

  private forgetEnded(now: number): void {
    for (const [address, window] of this.windows) if (window.endsAt <= now) this.windows.delete(address);
    // Still full (a flood from many addresses): start over rather than grow without bound.
    if (this.windows.size >= MAX_TRACKED_ADDRESSES) this.windows.clear();
  }
}
