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

  /**
   * Opens the session with the id a keyed login chose, with its first refresh token, unless a
   * session with that id exists (an earlier attempt of the same login, or one racing with this
   * one: the insert waits for it). 'opened', or the existing session's owner, state and age.
   */
  async openKeyed(
    db: Tx,
    sessionId: string,
    token: NewRefreshToken,
  ): Promise<'opened' | { userId: string; revokedAt: Date | null; createdAt: Date }> {
    const { count } = await db.session.createMany({
      data: [
        { id: sessionId, userId: token.userId, userAgent: token.userAgent ?? null, ip: token.ip ?? null },
      ],
      skipDuplicates: true,
    });
    if (count === 1) {
      await this.issue(db, sessionId, token);
      return 'opened';
    }
    return db.session.findUniqueOrThrow({
      where: { id: sessionId },
      select: { userId: true, revokedAt: true, createdAt: true },
    });
  }

  /**
   * Marks the session's unrotated tokens as rotated: those of earlier attempts of a keyed login,
   * whose replies nobody received (one presented later is treated as reuse).
   */
  async retireUnused(db: Tx, familyId: string): Promise<void> {
    await db.refreshToken.updateMany({ where: { familyId, usedAt: null }, data: { usedAt: new Date() } });
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
