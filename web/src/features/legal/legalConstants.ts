import {
  formatMoneyFromCents,
  formatPlanApplications,
  formatPlanPrice,
  PLANS,
  PRICE_PER_APPLICATION_CENTS,
} from '@hirerelay/domain';

/** Dates shown on the legal pages. */
export const LEGAL_EFFECTIVE_DATE = '5/1/2025';
export const SMS_POLICY_LAST_UPDATED = 'May 10, 2025';

/** Business constants the legal texts quote. */
export const PRICE_PER_APPLICATION = formatMoneyFromCents(PRICE_PER_APPLICATION_CENTS);
export const MINIMUM_AGE = 18;
export const CANCEL_NOTICE_HOURS = 24;
export const LATE_FEE_PERCENT_PER_MONTH = '1.5%';

export interface PlanTerms {
  name: string;
  price: string;
  applications: string;
}

/** The plans as the Terms and the Subscription Agreement quote them, from the one list of plans. */
export const PLAN_TERMS: readonly PlanTerms[] = PLANS.map((plan) => ({
  name: plan.name,
  price: `${formatPlanPrice(plan)}/mo`,
  applications: formatPlanApplications(plan),
}));
