import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Tx, Database } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';

export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface NewRefreshToken extends ClientInfo {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}

const tokenWithFamily = { family: true, user: { include: { profile: true } } } as const;

@Injectable()
export class SessionRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Opens a session (a new token family) with its first refresh token; returns the session id. */
  async open(db: Tx, token: NewRefreshToken): Promise<string> {
    const client = { userAgent: token.userAgent ?? null, ip: token.ip ?? null };
    const session = await db.session.create({
      data: {
        userId: token.userId,
        ...client,
        tokens: {
          create: { userId: token.userId, tokenHash: token.tokenHash, expiresAt: token.expiresAt, ...client },
        },
      },
    });
    return session.id;
  }

  findToken(tokenHash: string) {
    return this.db.refreshToken.findUnique({ where: { tokenHash }, include: tokenWithFamily });
  }

  /**
   * Marks a token as rotated, if nobody did first. Two requests racing with the same token cannot
   * both win: the loser sees `false` and treats the token as reused.
   */
  async markRotated(db: Tx, tokenId: string): Promise<boolean> {
    const { count } = await db.refreshToken.updateMany({
      where: { id: tokenId, usedAt: null },
      data: { usedAt: new Date() },
    });
    return count === 1;
  }

  /** Records that a rotated token handed out its one sibling; `false` when it already had. */
  async claimSibling(db: Tx, tokenId: string): Promise<boolean> {
    const { count } = await db.refreshToken.updateMany({
      where: { id: tokenId, siblingIssuedAt: null },
      data: { siblingIssuedAt: new Date() },
    });
    return count === 1;
  }

  async issue(db: Tx, familyId: string, token: NewRefreshToken): Promise<void> {
    await db.refreshToken.create({
      data: {
        familyId,
        userId: token.userId,
        tokenHash: token.tokenHash,
        expiresAt: token.expiresAt,
        userAgent: token.userAgent ?? null,
        ip: token.ip ?? null,
      },
    });
  }

  /** Idempotent: revoking a revoked family changes nothing. */
  async revoke(familyId: string): Promise<void> {
    await this.db.session.updateMany({
      where: { id: familyId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
  }

  /** Revokes every live session of a user (but `keepId`); returns the ids it revoked. */
  async revokeAllOfUser(db: Tx, userId: string, keepId?: string): Promise<string[]> {
    const except = keepId ? Prisma.sql`AND id <> ${keepId}::uuid` : Prisma.empty;
    // One statement, so a session opened concurrently is either revoked and listed, or untouched.
    const rows = await db.$queryRaw<{ id: string }[]>`
      UPDATE sessions SET revoked_at = now()
       WHERE user_id = ${userId}::uuid AND revoked_at IS NULL ${except}
      RETURNING id::text AS id`;
    return rows.map((row) => row.id);
  }

  /** The session with its user, and whether any token of it can still be exchanged. */
  async findWithLiveToken(familyId: string) {
    return this.db.session.findUnique({
      where: { id: familyId },
      include: {
        user: { include: { profile: true } },
        tokens: { where: { usedAt: null, expiresAt: { gt: new Date() } }, select: { id: true }, take: 1 },
      },
    });
  }
}
