/** Dates shown on the legal pages (spec 01 §2, Legal pages). */
export const LEGAL_EFFECTIVE_DATE = '5/1/2025';
export const SMS_POLICY_LAST_UPDATED = 'May 10, 2025';

/** Business constants the legal texts quote (spec 01 §9). */
export const PRICE_PER_APPLICATION = '$3.00';
export const MINIMUM_AGE = 18;
export const CANCEL_NOTICE_HOURS = 24;
export const LATE_FEE_PERCENT_PER_MONTH = '1.5%';

export interface PlanTerms {
  name: string;
  price: string;
  applications: string;
}

export const PLAN_TERMS: readonly PlanTerms[] = [
  { name: 'Starter', price: '$30/mo', applications: '10 applications a month' },
  { name: 'Professional', price: '$75/mo', applications: '25 applications a month' },
  { name: 'Unlimited', price: '$199/mo', applications: 'Unlimited applications' },
];
