import { Injectable } from '@nestjs/common';
import { TEAM_PERIODS, type RpcReply, type TeamFiguresRpc, type TTeamPeriod } from '@hirerelay/contracts';
import { PLAN_NAMES } from '@hirerelay/domain';
import type { RpcInput } from '@hirerelay/nest-common';
import { refuseUnlessStaff } from '../jobs/job-access.rules.js';
import { TeamFiguresRepository, type PeriodStart } from './team-figures.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where each period starts at `now`: midnight UTC today, and 7 and 30 days back. */
export function periodStarts(now: Date): PeriodStart[] {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since: Record<TTeamPeriod, Date> = {
    today: midnight,
    '7d': new Date(now.getTime() - 7 * DAY_MS),
    '30d': new Date(now.getTime() - 30 * DAY_MS),
  };
  return TEAM_PERIODS.map((period) => ({ period, since: since[period] }));
}

/** Plans in the order they are sold (Free, Starter, Professional, Unlimited, Custom Plan), others after. */
const planOrder = (plan: string): number => {
  const index = PLAN_NAMES.indexOf(plan);
  return index === -1 ? PLAN_NAMES.length : index;
};

const rounded = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10) / 10;

/** The team figures (`/dashboard/team`): staff only, computed in SQL. */
@Injectable()
export class TeamFiguresService {
  constructor(private readonly figures: TeamFiguresRepository) {}

  async figuresOf(request: RpcInput<typeof TeamFiguresRpc>): Promise<RpcReply<typeof TeamFiguresRpc>> {
    refuseUnlessStaff(request.actor);
    const now = new Date();
    const periods = periodStarts(now);
    const [plans, staff, open] = await Promise.all([
      this.figures.perPlan(periods),
      this.figures.perStaff(periods),
      this.figures.openWork(now),
    ]);
    return {
      at: now.toISOString(),
      periods: periods.map(({ period, since }) => ({
        period,
        from: since.toISOString(),
        perStaff: staff
          .filter((row) => row.period === period)
          .map(({ staffId, applications }) => ({ staffId, applications }))
          .sort(
            (a, b) => b.applications - a.applications || (a.staffId ?? '').localeCompare(b.staffId ?? ''),
          ),
        perPlan: plans
          .filter((row) => row.period === period)
          .map((row) => ({
            plan: row.plan,
            applications: row.applications,
            medianHours: rounded(row.medianHours),
            p90Hours: rounded(row.p90Hours),
            withinServiceLevel:
              row.withinServiceLevel === null ? null : Math.round(row.withinServiceLevel * 1000) / 1000,
          }))
          .sort((a, b) => planOrder(a.plan) - planOrder(b.plan) || a.plan.localeCompare(b.plan)),
      })),
      ...open,
    };
  }
}
