import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Tx, Database } from '../database.js';
import { MAX_CODES_PER_HOUR, type StoredCode } from './phone-verification.rules.js';

export interface StoredCodeRecord extends StoredCode {
  id: string;
  codeHash: string;
}

export interface NewCode {
  userId: string;
  phone: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

const codeColumns = {
  id: true,
  phone: true,
  codeHash: true,
  expiresAt: true,
  attempts: true,
  consumedAt: true,
} as const;

/** `phone_verification_codes`: the codes texted to users, stored as HMACs. */
@Injectable()
export class PhoneVerificationRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The user's latest code (the only one that counts), or null. */
  latest(userId: string): Promise<StoredCodeRecord | null> {
    return this.latestInTx(this.db, userId);
  }

  latestInTx(db: Tx, userId: string): Promise<StoredCodeRecord | null> {
    return db.phoneVerificationCode.findFirst({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: codeColumns,
    });
  }

  /** When the user asked for their latest codes since `since` (enough to apply the hourly limit). */
  recentRequestTimes(userId: string, since: Date): Promise<Date[]> {
    return this.recentRequestTimesInTx(this.db, userId, since);
  }

  async recentRequestTimesInTx(db: Tx, userId: string, since: Date): Promise<Date[]> {
    const rows = await db.phoneVerificationCode.findMany({
      where: { userId, createdAt: { gt: since } },
      orderBy: { createdAt: 'desc' },
      take: MAX_CODES_PER_HOUR,
      select: { createdAt: true },
    });
    return rows.map((row) => row.createdAt);
  }

  /**
   * Makes the transactions that text a code to `phone` take turns, whichever accounts they are for
   * (a transaction-level advisory lock on the number), so concurrent requests cannot all slip under
   * the number's limit.
   */
  async lockNumber(db: Tx, phone: string): Promise<void> {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`phone-code:${phone}`}, 0))`;
  }

  /** When codes were texted to `phone` since `since`, by any account (the latest `take`). */
  async numberRequestTimesInTx(db: Tx, phone: string, since: Date, take: number): Promise<Date[]> {
    const rows = await db.phoneVerificationCode.findMany({
      where: { phone, createdAt: { gt: since } },
      orderBy: { createdAt: 'desc' },
      take,
      select: { createdAt: true },
    });
    return rows.map((row) => row.createdAt);
  }

  async create(db: Tx, code: NewCode): Promise<void> {
    await db.phoneVerificationCode.create({ data: code });
  }

  /** One more wrong code entered against this one; answers the attempts made so far. */
  async recordWrongAttempt(db: Tx, id: string): Promise<number> {
    const { attempts } = await db.phoneVerificationCode.update({
      where: { id },
      data: { attempts: { increment: 1 } },
      select: { attempts: true },
    });
    return attempts;
  }

  async consume(db: Tx, id: string, at: Date): Promise<void> {
    await db.phoneVerificationCode.update({ where: { id }, data: { consumedAt: at } });
  }
}
