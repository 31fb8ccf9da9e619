import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Tx, Database } from '../database.js';

@Injectable()
export class PasswordResetRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(db: Tx, reset: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await db.passwordResetToken.create({ data: reset });
  }

  /** How many reset links the user was sent since `since` (used or not). */
  countIssuedSince(db: Tx, userId: string, since: Date): Promise<number> {
    return db.passwordResetToken.count({ where: { userId, createdAt: { gte: since } } });
  }

  /** The user a still-usable token belongs to, or null (unknown, used or expired). */
  async findUsable(tokenHash: string): Promise<string | null> {
    const reset = await this.db.passwordResetToken.findFirst({
      where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() } },
      select: { userId: true },
    });
    return reset?.userId ?? null;
  }

  /**
   * Uses the token up, if it is still usable, in one statement: two resets racing with the same
   * link cannot both succeed. Returns the token's user, or null.
   */
  async consume(db: Tx, tokenHash: string): Promise<string | null> {
    const rows = await db.$queryRaw<{ user_id: string }[]>`
      UPDATE password_reset_tokens SET used_at = now()
       WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()
      RETURNING user_id::text AS user_id`;
    return rows[0]?.user_id ?? null;
  }

  /** Once the password changed, links e-mailed earlier must not change it again. */
  async discardOutstanding(db: Tx, userId: string): Promise<void> {
    await db.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
  }
}
