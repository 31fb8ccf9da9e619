import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Tx, Database } from '../database.js';

/** One-time sign-in links (`login_link_tokens`): only the SHA-256 of each token is stored. */
@Injectable()
export class LoginLinkRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(db: Tx, link: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await db.loginLinkToken.create({ data: link });
  }

  /** When the user was last sent a link (used or not), or null. */
  async lastIssuedAt(db: Tx, userId: string): Promise<Date | null> {
    const last = await db.loginLinkToken.findFirst({
      where: { userId },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    return last?.createdAt ?? null;
  }

  /**
   * Uses the link up, if it is still usable, in one statement: two tabs opening the same link
   * cannot both sign in. Returns the link's user, or null (unknown, used or expired).
   */
  async consume(db: Tx, tokenHash: string, now: Date): Promise<string | null> {
    const rows = await db.$queryRaw<{ user_id: string }[]>`
      UPDATE login_link_tokens SET used_at = ${now}
       WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${now}
      RETURNING user_id::text AS user_id`;
    return rows[0]?.user_id ?? null;
  }

  /** Once the owner has signed in by link, the other links e-mailed earlier are spent too. */
  async discardOutstanding(db: Tx, userId: string, now: Date): Promise<void> {
    await db.loginLinkToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
  }
}
