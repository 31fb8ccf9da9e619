import { FEATURES_OF_EVERY_PLAN, formatPlanPrice, formatQuota, PLANS, type Plan } from '@hirerelay/domain';

/** A cell of the comparison: a figure to show, or whether the plan includes the feature. */
export type ComparisonValue = string | boolean;

export interface ComparisonRow {
  label: string;
  /** One value per plan, in the order of `PLANS`. */
  values: readonly ComparisonValue[];
}

const perPlan = (value: (plan: Plan) => ComparisonValue): ComparisonValue[] => PLANS.map(value);

/**
 * The rows of the pricing page's comparison table, derived from the one list of plans so a figure
 * changed there changes here: what differs between plans first, then what every plan includes.
 */
export function comparisonRows(): ComparisonRow[] {
  return [
    { label: 'Monthly price', values: perPlan((plan) => `${formatPlanPrice(plan)}/mo`) },
    { label: 'Applications a month', values: perPlan((plan) => formatQuota(plan.monthlyApplications)) },
    { label: 'Turnaround', values: perPlan((plan) => plan.speed) },
    { label: 'Recruiter outreach', values: perPlan((plan) => plan.recruiterOutreach) },
    ...FEATURES_OF_EVERY_PLAN.map((feature) => ({ label: feature, values: perPlan(() => true) })),
  ];
}
