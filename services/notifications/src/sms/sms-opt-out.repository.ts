import { Injectable } from '@nestjs/common';
import type { NotificationsTx } from '../database.js';

/** `sms_opt_outs`: whether a number said STOP (and has not said START since). */
@Injectable()
export class SmsOptOutRepository {
  async isOptedOut(tx: NotificationsTx, phone: string): Promise<boolean> {
    const row = await tx.smsOptOut.findUnique({ where: { phone }, select: { optedOut: true } });
    return row?.optedOut ?? false;
  }

  /**
   * Sets the number's state and answers what it was before (false for a number never seen), under
   * the row's lock, so two STOPs at once confirm once.
   */
  async set(tx: NotificationsTx, phone: string, optedOut: boolean): Promise<boolean> {
    const rows = await tx.$queryRaw<{ was: boolean | null }[]>`
      WITH previous AS (SELECT opted_out FROM sms_opt_outs WHERE phone = ${phone} FOR UPDATE)
      INSERT INTO sms_opt_outs (phone, opted_out, changed_at) VALUES (${phone}, ${optedOut}, now())
      ON CONFLICT (phone) DO UPDATE SET opted_out = EXCLUDED.opted_out,
        changed_at = CASE WHEN sms_opt_outs.opted_out = EXCLUDED.opted_out THEN sms_opt_outs.changed_at ELSE now() END
      RETURNING (SELECT opted_out FROM previous) AS was`;
    return rows[0]?.was ?? false;
  }
}
