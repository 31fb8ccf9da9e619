import { Injectable } from '@nestjs/common';
import type { Tx } from '../database.js';

/** `sms_opt_outs`: whether a number said STOP (and has not said START since). */
@Injectable()
export class SmsOptOutRepository {
  async isOptedOut(tx: Tx, phone: string): Promise<boolean> {
    const row = await tx.smsOptOut.findUnique({ where: { phone }, select: { optedOut: true } });
    return row?.optedOut ?? false;
  }

  /**
   * Sets the number's state and answers what it was before (false for a number never seen), under
   * the row's lock, so two STOPs at once confirm once (for a number seen before).
   */
  async set(tx: Tx, phone: string, optedOut: boolean): Promise<boolean> {
    const [previous] = await tx.$queryRaw<{ opted_out: boolean }[]>`
      SELECT opted_out FROM sms_opt_outs WHERE phone = ${phone} FOR UPDATE`;
    if (previous?.opted_out !== optedOut) {
      await tx.smsOptOut.upsert({
        where: { phone },
        create: { phone, optedOut, changedAt: new Date() },
        update: { optedOut, changedAt: new Date() },
      });
    }
    return previous?.opted_out ?? false;
  }
}
