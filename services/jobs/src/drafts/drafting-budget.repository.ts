import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database } from '../database.js';

/**
 * `drafting_budget_days`: the model requests of each UTC day against DRAFTING_DAILY_REQUEST_BUDGET.
 * One statement commits on its own, so every replica shares the count and none takes past it.
 */
@Injectable()
export class DraftingBudgetRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Takes one request of `day` if fewer than `budget` were taken: true when taken. */
  async take(day: string, budget: number): Promise<boolean> {
    if (budget <= 0) return false;
    const taken = await this.db.$queryRaw<{ used: number }[]>`
      INSERT INTO drafting_budget_days (day, used) VALUES (${day}::date, 1)
      ON CONFLICT (day) DO UPDATE SET used = drafting_budget_days.used + 1
        WHERE drafting_budget_days.used < ${budget}
      RETURNING used`;
    return taken.length > 0;
  }
}
