import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Tx, Database } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';

export interface NewEmailChangeRequest {
  userId: string;
  newEmail: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A usable request the token belongs to. */
export interface EmailChangeClaim {
  userId: string;
  newEmail: string;
}

@Injectable()
export class EmailChangeRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** How many changes the user asked for since `since` (used, replaced or still open). */
  countRequestedSince(db: Tx, userId: string, since: Date): Promise<number> {
    return db.emailChangeRequest.count({ where: { userId, createdAt: { gte: since } } });
  }

  async create(db: Tx, request: NewEmailChangeRequest): Promise<void> {
    await db.emailChangeRequest.create({ data: request });
  }

  /** The links sent earlier stop working: only the latest request (or none) stays open. */
  async discardOutstanding(db: Tx, userId: string): Promise<void> {
    await db.emailChangeRequest.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
  }

  /**
   * Uses the request up, if it is still usable, in one statement: two tabs opening the same link
   * cannot both apply it. Returns the request's user and address, or null.
   */
  async consume(db: Tx, tokenHash: string): Promise<EmailChangeClaim | null> {
    const rows = await db.$queryRaw<EmailChangeClaim[]>`
      UPDATE email_change_requests SET used_at = now()
       WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()
      RETURNING user_id::text AS "userId", new_email AS "newEmail"`;
    return rows[0] ?? null;
  }

  /**
   * Gives the account its new address; 'taken' when another account has it by now (the unique
   * index decides, so two accounts confirming the same address at once cannot both get it).
   */
  async setEmail(db: Tx, userId: string, email: string): Promise<'changed' | 'taken'> {
    try {
      await db.user.update({ where: { id: userId }, data: { email } });
      return 'changed';
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return 'taken';
      throw error;
    }
  }
}
