import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { TAccountStatus, TRole } from '@hirerelay/domain';
import type { Tx, Database } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';

export interface TextToApplyAccountRecord {
  userId: string;
  status: TAccountStatus;
  smsUpdates: boolean;
}

export interface SmsContactRecord {
  /** The number, verified or not; the service decides what a caller may see of it. */
  smsPhone: string | null;
  smsPhoneVerifiedAt: Date | null;
  smsConsent: boolean;
}

/** The account's text-to-apply state, with what decides whether it may change it. */
export interface TextToApplyStateRecord extends SmsContactRecord {
  role: TRole;
  status: TAccountStatus;
}

const stateColumns = {
  smsPhone: true,
  smsPhoneVerifiedAt: true,
  smsConsent: true,
  role: true,
  status: true,
} as const;

/** The text-to-apply columns of `users` (the number, its verification, SMS consent). */
@Injectable()
export class TextToApplyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The account that verified `phone` (the partial unique index makes it one at most). */
  async findAccountByVerifiedPhone(phone: string): Promise<TextToApplyAccountRecord | null> {
    const user = await this.db.user.findFirst({
      where: { smsPhone: phone, smsPhoneVerifiedAt: { not: null } },
      select: { id: true, status: true, smsConsent: true },
    });
    return user ? { userId: user.id, status: user.status, smsUpdates: user.smsConsent } : null;
  }

  findSmsContact(userId: string): Promise<SmsContactRecord | null> {
    return this.db.user.findUnique({
      where: { id: userId },
      select: { smsPhone: true, smsPhoneVerifiedAt: true, smsConsent: true },
    });
  }

  findState(userId: string): Promise<TextToApplyStateRecord | null> {
    return this.db.user.findUnique({ where: { id: userId }, select: stateColumns });
  }

  /**
   * Locks the account for the rest of the transaction and reads its state: a user's changes to
   * their number, codes and attempts happen one after another (two tabs cannot both slip under a
   * limit or both spend the last attempt).
   */
  async lockState(db: Tx, userId: string): Promise<TextToApplyStateRecord | null> {
    await db.$queryRaw`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    return db.user.findUnique({ where: { id: userId }, select: stateColumns });
  }

  /** Whether an account other than `userId` has verified `phone`. */
  async isVerifiedByAnother(db: Tx, phone: string, userId: string): Promise<boolean> {
    const other = await db.user.findFirst({
      where: { smsPhone: phone, smsPhoneVerifiedAt: { not: null }, id: { not: userId } },
      select: { id: true },
    });
    return other !== null;
  }

  /** A new number (or none): unverified until its code is entered. */
  async setPhone(db: Tx, userId: string, phone: string | null): Promise<void> {
    await db.user.update({ where: { id: userId }, data: { smsPhone: phone, smsPhoneVerifiedAt: null } });
  }

  /**
   * Marks the number verified. The partial unique index `users_sms_phone_verified_key` decides a
   * race between two accounts verifying one number: the later one gets 'number-taken' (its
   * transaction is then unusable and must end).
   */
  async markVerified(db: Tx, userId: string, at: Date): Promise<'verified' | 'number-taken'> {
    try {
      await db.user.update({ where: { id: userId }, data: { smsPhoneVerifiedAt: at } });
      return 'verified';
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
        return 'number-taken';
      throw error;
    }
  }

  async setSmsConsent(db: Tx, userId: string, enabled: boolean): Promise<void> {
    await db.user.update({ where: { id: userId }, data: { smsConsent: enabled } });
  }
}
