import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database } from '../database.js';

/**
 * `sms_daily_spend`: the texts of each UTC day against the budget. Every statement commits on its
 * own (never inside a consumer's transaction), so the count holds whatever the caller's
 * transaction does, and no transaction keeps the day's row locked while Twilio answers.
 */
@Injectable()
export class SmsBudgetRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Spends one text of `day` if fewer than `budget` were spent: true when spent, false when the
   * budget is gone (then the refusal is counted). One statement, so concurrent senders never
   * spend past the budget.
   */
  async spend(day: string, budget: number): Promise<boolean> {
    const spent = await this.db.$queryRaw<{ spent: number }[]>`
      INSERT INTO sms_daily_spend (day, spent) VALUES (${day}::date, 1)
      ON CONFLICT (day) DO UPDATE SET spent = sms_daily_spend.spent + 1
        WHERE sms_daily_spend.spent < ${budget}
      RETURNING spent`;
    if (spent.length > 0) return true;
    await this.db.$executeRaw`UPDATE sms_daily_spend SET refused = refused + 1 WHERE day = ${day}::date`;
    return false;
  }

  /** Claims the day's one staff alert: true for the first caller only. */
  async claimAlert(day: string, at: Date): Promise<boolean> {
    const claimed = await this.db.$executeRaw`
      UPDATE sms_daily_spend SET alerted_at = ${at} WHERE day = ${day}::date AND alerted_at IS NULL`;
    return claimed === 1;
  }

  /** Gives the claim back (the alert could not be sent): the next refusal tries again. */
  async releaseAlert(day: string): Promise<void> {
    await this.db.$executeRaw`UPDATE sms_daily_spend SET alerted_at = NULL WHERE day = ${day}::date`;
  }
}
