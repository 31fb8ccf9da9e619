import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { TAccountStatus } from '@hirerelay/domain';
import type { IdentityDatabase } from '../database.js';

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

/** The text-to-apply columns of `users` (the number, its verification, SMS consent). */
@Injectable()
export class TextToApplyRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

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
}
