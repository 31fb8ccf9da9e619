/**
 * One replica's copy of the revoked sessions: session id → the moment its listing expires (epoch
 * ms). Pure (the clock is passed in), so SessionRevocations owns the Redis side. The copy answers
 * only while `warm`: fed by pub/sub and filled from a full read of Redis since the subscription
 * last started. A cold copy can still say "revoked" for what it holds (listings only ever end by
 * expiry), never "not revoked".
 */
export class RevocationCache {
  private readonly expiries = new Map<string, number>();
  private warm = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** Lists the sessions for `ttlMs` from now (a longer listing already held is kept). */
  add(sessionIds: readonly string[], ttlMs: number): void {
    const expiresAt = this.now() + ttlMs;
    for (const id of sessionIds) {
      if ((this.expiries.get(id) ?? 0) < expiresAt) this.expiries.set(id, expiresAt);
    }
  }

  /** `true`: listed and not expired; `false`: not listed, and the copy is warm; `undefined`: ask Redis. */
  lookup(sessionId: string): boolean | undefined {
    const expiresAt = this.expiries.get(sessionId);
    if (expiresAt !== undefined) {
      if (expiresAt > this.now()) return true;
      this.expiries.delete(sessionId);
    }
    return this.warm ? false : undefined;
  }

  isWarm(): boolean {
    return this.warm;
  }

  markWarm(): void {
    this.warm = true;
  }

  /** Messages may have been missed: answer from Redis until the next full read. */
  markCold(): void {
    this.warm = false;
  }

  /** Drops the expired listings; returns how many are left. */
  prune(): number {
    const now = this.now();
    for (const [id, expiresAt] of this.expiries) if (expiresAt <= now) this.expiries.delete(id);
    return this.expiries.size;
  }

  get size(): number {
    return this.expiries.size;
  }
}
