import { Inject, Injectable } from '@nestjs/common';
import type { TTeamPeriod } from '@hirerelay/contracts';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';

export interface PeriodStart {
  period: TTeamPeriod;
  since: Date;
}

export interface PlanFiguresRow {
  period: TTeamPeriod;
  plan: string;
  applications: number;
  medianHours: number | null;
  p90Hours: number | null;
  withinServiceLevel: number | null;
}

export interface StaffFiguresRow {
  period: TTeamPeriod;
  staffId: string | null;
  applications: number;
}

/**
 * The team figures' SQL. Applications are the jobs whose first Applied (`date_applied`) falls in a
 * period, read once for the longest period from `jobs_applied_figures_idx` (an index-only range
 * scan) and counted into every period that covers them; the open work from `jobs_open_due_idx`
 * (Saved jobs only).
 */
@Injectable()
export class TeamFiguresRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private applied(periods: readonly PeriodStart[]) {
    const earliest = new Date(Math.min(...periods.map((period) => period.since.getTime())));
    const starts = Prisma.join(
      periods.map((period) => Prisma.sql`(${period.period}, ${period.since}::timestamptz)`),
    );
    return Prisma.sql`
      (SELECT subscription_type, applied_by, date_applied, date_received, due_at
         FROM jobs WHERE date_applied IS NOT NULL AND date_applied >= ${earliest}::timestamptz) AS j
      JOIN (VALUES ${starts}) AS p(period, since) ON j.date_applied >= p.since`;
  }

  /** Per period and plan: the applications, the hours from import to Applied, the share on time. */
  perPlan(periods: readonly PeriodStart[]): Promise<PlanFiguresRow[]> {
    return this.db.$queryRaw<PlanFiguresRow[]>`
      SELECT p.period, j.subscription_type AS plan, count(*)::int AS applications,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM j.date_applied - j.date_received))
               / 3600 AS "medianHours",
             percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM j.date_applied - j.date_received))
               / 3600 AS "p90Hours",
             avg(CASE WHEN j.date_applied <= j.due_at THEN 1 ELSE 0 END)::float8 AS "withinServiceLevel"
        FROM ${this.applied(periods)}
       GROUP BY p.period, j.subscription_type`;
  }

  /** Per period and staff member: the applications they made. */
  perStaff(periods: readonly PeriodStart[]): Promise<StaffFiguresRow[]> {
    return this.db.$queryRaw<StaffFiguresRow[]>`
      SELECT p.period, j.applied_by::text AS "staffId", count(*)::int AS applications
        FROM ${this.applied(periods)}
       GROUP BY p.period, j.applied_by`;
  }

  /** Now: Saved jobs past their due time, and Saved jobs waiting for their details. */
  async openWork(now: Date): Promise<{ overdueNow: number; waitingForDetails: number }> {
    const rows = await this.db.$queryRaw<{ overdueNow: number; waitingForDetails: number }[]>`
      SELECT count(*) FILTER (WHERE due_at <= ${now}::timestamptz)::int AS "overdueNow",
             count(*) FILTER (WHERE details_needed)::int AS "waitingForDetails"
        FROM jobs WHERE status = 'Saved'`;
    return rows[0] ?? { overdueNow: 0, waitingForDetails: 0 };
  }
}
