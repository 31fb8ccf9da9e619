import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { TAccountStatus } from '@hirerelay/domain';
import type { Tx, Database } from '../database.js';
import type { ExtensionToken } from '../generated/prisma/client.js';

export type ExtensionTokenRecord = Pick<ExtensionToken, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>;

/** A live token found by its hash, with the standing of the account it belongs to. */
export interface LiveTokenRecord {
  id: string;
  userId: string;
  lastUsedAt: Date | null;
  accountStatus: TAccountStatus;
}

const listed = { id: true, name: true, createdAt: true, lastUsedAt: true } as const;

@Injectable()
export class ExtensionTokenRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Locks the user's row until the transaction ends, so two creates for one account are counted
   * one after the other and cannot both pass the limit. False when the account does not exist.
   */
  async lockUser(db: Tx, userId: string): Promise<boolean> {
    const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    return rows.length > 0;
  }

  countLive(db: Tx, userId: string): Promise<number> {
    return db.extensionToken.count({ where: { userId, revokedAt: null } });
  }

  create(db: Tx, token: { userId: string; name: string; tokenHash: string }): Promise<ExtensionTokenRecord> {
    return db.extensionToken.create({ data: token, select: listed });
  }

  listLive(userId: string): Promise<ExtensionTokenRecord[]> {
    return this.db.extensionToken.findMany({
      where: { userId, revokedAt: null },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: listed,
    });
  }

  /**
   * Revokes the user's token if it is still live. 'revoked' also when it already was (the call is
   * idempotent); 'not-found' for an unknown id or another user's token, which are not told apart.
   */
  async revoke(userId: string, tokenId: string): Promise<'revoked' | 'not-found'> {
    const { count } = await this.db.extensionToken.updateMany({
      where: { id: tokenId, userId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count > 0) return 'revoked';
    const owned = await this.db.extensionToken.count({ where: { id: tokenId, userId } });
    return owned > 0 ? 'revoked' : 'not-found';
  }

  async findLiveByHash(tokenHash: string): Promise<LiveTokenRecord | null> {
    const rows = await this.db.$queryRaw<LiveTokenRecord[]>`
      SELECT t.id::text AS "id", t.user_id::text AS "userId", t.last_used_at AS "lastUsedAt",
             u.status::text AS "accountStatus"
        FROM extension_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ${tokenHash} AND t.revoked_at IS NULL`;
    return rows[0] ?? null;
  }

  async markUsed(tokenId: string, at: Date): Promise<void> {
    await this.db.extensionToken.update({ where: { id: tokenId }, data: { lastUsedAt: at } });
  }
}
