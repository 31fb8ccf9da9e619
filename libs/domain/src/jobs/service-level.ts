import { PLANS, type TPlanSpeed } from '../plans/plans.js';

// Service levels: a job is due to be applied for within a number of calendar hours of its import,
// set by the speed of the plan it was imported on. Custom Plan, Free and any name the catalogue
// does not know are Standard.

/** Hours from import to the due time, per plan speed. jobs reads them from its settings. */
export type TServiceLevelHours = Readonly<Record<TPlanSpeed, number>>;

export const DEFAULT_SERVICE_LEVEL_HOURS: TServiceLevelHours = { Fastest: 24, Faster: 48, Standard: 72 };

/** The speed a plan name sells; Standard for Custom Plan and any name that is no plan. */
export function planSpeed(planName: string): TPlanSpeed {
  return PLANS.find((plan) => plan.name === planName)?.speed ?? 'Standard';
}

/** When a job imported at `importedAt` on `planName` is due: calendar hours, not working hours. */
export function jobDueAt(
  planName: string,
  importedAt: Date,
  hours: TServiceLevelHours = DEFAULT_SERVICE_LEVEL_HOURS,
): Date {
  return new Date(importedAt.getTime() + hours[planSpeed(planName)] * 3_600_000);
}
