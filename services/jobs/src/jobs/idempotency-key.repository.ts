import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';
import { idempotencyCutoff, type KeyedRequest } from './idempotency.rules.js';

/** A stored keyed write: the fingerprint of its request and the reply it answered. */
export interface StoredReply {
  fingerprint: string;
  reply: unknown;
}

/**
 * The replies of keyed writes (`idempotency_keys`), kept 24 hours. Written in the write's own
 * transaction, so a reply is stored exactly when its write committed. Expired rows are deleted on
 * the user's next keyed write and by `IdempotencyKeyCleanup` on a timer.
 */
@Injectable()
export class IdempotencyKeyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The unexpired reply stored under the request's user, operation and key, or null. */
  find(request: KeyedRequest, now = new Date()): Promise<StoredReply | null> {
    return this.findWith(this.db, request, now);
  }

  /** The same inside a transaction (after a lock that orders racing repeats). */
  findInTx(tx: Tx, request: KeyedRequest, now = new Date()): Promise<StoredReply | null> {
    return this.findWith(tx, request, now);
  }

  /**
   * Stores the reply (replacing an expired row of the key) and drops the user's other expired
   * rows. 'taken' when an unexpired row holds the key: a racing request with it committed first
   * (this one waited for it on the key's unique index).
   */
  async store(tx: Tx, request: KeyedRequest, reply: unknown, now = new Date()): Promise<'stored' | 'taken'> {
    const cutoff = idempotencyCutoff(now);
    await tx.$executeRaw`
      DELETE FROM idempotency_keys
      WHERE user_id = ${request.userId}::uuid AND created_at < ${cutoff} AND key <> ${request.key}`;
    const stored = await tx.$queryRaw<{ key: string }[]>`
      INSERT INTO idempotency_keys (user_id, operation, key, fingerprint, reply, created_at)
      VALUES (${request.userId}::uuid, ${request.operation}, ${request.key}, ${request.fingerprint},
              ${JSON.stringify(reply)}::jsonb, ${now})
      ON CONFLICT (user_id, operation, key) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, reply = EXCLUDED.reply, created_at = EXCLUDED.created_at
        WHERE idempotency_keys.created_at < ${cutoff}
      RETURNING key`;
    return stored.length === 1 ? 'stored' : 'taken';
  }

  /**
   * Deletes up to `limit` expired rows, oldest first, skipping rows another replica's cleanup (or
   * a write replacing its own expired key) holds; answers how many it deleted.
   */
  deleteExpired(limit: number, now = new Date()): Promise<number> {
    return this.db.$executeRaw`
      DELETE FROM idempotency_keys
      WHERE (user_id, operation, key) IN (
        SELECT user_id, operation, key FROM idempotency_keys
        WHERE created_at < ${idempotencyCutoff(now)}
        ORDER BY created_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)`;
  }

  private async findWith(
    client: Database | Tx,
    request: KeyedRequest,
    now: Date,
  ): Promise<StoredReply | null> {
    const row = await client.idempotencyKey.findFirst({
      where: {
        userId: request.userId,
        operation: request.operation,
        key: request.key,
        createdAt: { gte: idempotencyCutoff(now) },
      },
      select: { fingerprint: true, reply: true },
    });
    return row ? { fingerprint: row.fingerprint, reply: row.reply } : null;
  }
}
