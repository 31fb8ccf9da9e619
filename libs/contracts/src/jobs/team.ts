import { z } from 'zod';
import { defineRpc } from '../define.js';
import { ZJobActor } from './job.js';

/** The team figures' periods: since midnight UTC, and the last 7 and 30 days. */
export const TEAM_PERIODS = ['today', '7d', '30d'] as const;
export const ZTeamPeriod = z.enum(TEAM_PERIODS);
export type TTeamPeriod = z.infer<typeof ZTeamPeriod>;

/** Applications one staff member made in the period (`applied_by`; null: before it was recorded). */
export const ZStaffApplications = z.object({
  staffId: z.uuid().nullable(),
  applications: z.number().int().nonnegative(),
});

/**
 * One plan's applications in the period (by the plan at import): how many, the median and 90th
 * percentile of the hours from import to Applied, and the share applied within the service level
 * (`date_applied <= due_at`, 0–1). Null figures when the plan had no application.
 */
export const ZPlanFigures = z.object({
  plan: z.string(),
  applications: z.number().int().nonnegative(),
  medianHours: z.number().nonnegative().nullable(),
  p90Hours: z.number().nonnegative().nullable(),
  withinServiceLevel: z.number().min(0).max(1).nullable(),
});
export type TPlanFigures = z.infer<typeof ZPlanFigures>;

export const ZTeamPeriodFigures = z.object({
  period: ZTeamPeriod,
  /** Where the period starts (its applications are those dated from here to `at`). */
  from: z.iso.datetime(),
  perStaff: z.array(ZStaffApplications),
  perPlan: z.array(ZPlanFigures),
});

/**
 * The team figures (`/dashboard/team`, staff only): per period, applications per staff member and
 * each plan's time to Applied and share within the service level; now, the jobs overdue (Saved
 * past their due time) and those waiting for details (Saved with `details needed`).
 */
export const ZTeamFigures = z.object({
  at: z.iso.datetime(),
  periods: z.array(ZTeamPeriodFigures),
  overdueNow: z.number().int().nonnegative(),
  waitingForDetails: z.number().int().nonnegative(),
});
export type TTeamFigures = z.infer<typeof ZTeamFigures>;

/** Staff only (a user is FORBIDDEN). Computed in SQL on jobs' indexes. */
export const TeamFiguresRpc = defineRpc(
  'jobs.team.figures.v1',
  z.object({ actor: ZJobActor }),
  ZTeamFigures,
  { idempotent: true },
);

/** `GET /api/team/figures`: the figures with each staff member's name (identity's; null when unknown). */
export const ZTeamFiguresView = ZTeamFigures.extend({
  periods: z.array(
    ZTeamPeriodFigures.extend({
      perStaff: z.array(ZStaffApplications.extend({ name: z.string().nullable() })),
    }),
  ),
});
export type TTeamFiguresView = z.infer<typeof ZTeamFiguresView>;
