import { formatMoneyFromCents } from '../format/money.js';
import { UNLIMITED_QUOTA } from '../format/usage.js';

// The three monthly plans and the figures quoted about them. Prices are in cents, as the payment
// provider counts them; the unlimited plan stores the 999 quota shown as "Unlimited".

export const PLAN_IDS = ['starter', 'professional', 'unlimited'] as const;
export type TPlanId = (typeof PLAN_IDS)[number];

export type TPlanSpeed = 'Standard' | 'Faster' | 'Fastest';

export interface Plan {
  id: TPlanId;
  name: string;
  monthlyPriceCents: number;
  /** Applications a month; `UNLIMITED_QUOTA` for the unlimited plan. */
  monthlyApplications: number;
  speed: TPlanSpeed;
  recruiterOutreach: boolean;
  mostPopular: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPriceCents: 3000,
    monthlyApplications: 10,
    speed: 'Standard',
    recruiterOutreach: false,
    mostPopular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPriceCents: 7500,
    monthlyApplications: 25,
    speed: 'Faster',
    recruiterOutreach: true,
    mostPopular: true,
  },
  {
    id: 'unlimited',
    name: 'Unlimited',
    monthlyPriceCents: 19900,
    monthlyApplications: UNLIMITED_QUOTA,
    speed: 'Fastest',
    recruiterOutreach: true,
    mostPopular: false,
  },
];

/**
 * How an account without a subscription shows in the admin view: plan Free, quota 25.
 * It is no plan one can buy: billing knows only `PLANS`.
 */
export const NO_SUBSCRIPTION_PLAN = { name: 'Free', jobQuota: 25 } as const;

/**
 * A subscription on a price the catalogue does not know (possible with real Stripe): a Custom Plan,
 * quota 10 at the price's own amount.
 */
export const CUSTOM_PLAN = { name: 'Custom Plan', jobQuota: 10 } as const;

/** Every plan name an account can show, for filters: Free, the plans in their order, Custom Plan. */
export const PLAN_NAMES: readonly string[] = [
  NO_SUBSCRIPTION_PLAN.name,
  ...PLANS.map((plan) => plan.name),
  CUSTOM_PLAN.name,
];

/** What every plan includes. */
export const FEATURES_OF_EVERY_PLAN = [
  'Chat and email support',
  'Resume and cover letter customization',
  'The browser extension',
  'Text-to-apply',
  'Application tracking',
  'Recruiter detection',
] as const;

/** The advertised cost of one application. */
export const PRICE_PER_APPLICATION_CENTS = 300;

export const planById = (id: string): Plan | undefined => PLANS.find((plan) => plan.id === id);

/** '$30', '$199': whole dollars without cents, as plans are priced. */
export function formatPlanPrice(plan: Plan): string {
  const price = formatMoneyFromCents(plan.monthlyPriceCents);
  return price.endsWith('.00') ? price.slice(0, -3) : price;
}

/** '10 applications a month', or 'Unlimited applications'. */
export const formatPlanApplications = (plan: Plan): string =>
  plan.monthlyApplications >= UNLIMITED_QUOTA
    ? 'Unlimited applications'
    : `${String(plan.monthlyApplications)} applications a month`;

/** The cheapest plan, for "plans from $30". */
export const lowestPricedPlan = (): Plan =>
  PLANS.reduce((lowest, plan) => (plan.monthlyPriceCents < lowest.monthlyPriceCents ? plan : lowest));

/**
 * Whether a plan, by the name a job stores (`subscription_type`, the plan at import), includes
 * recruiter outreach (Professional and Unlimited do). Custom Plan and unknown names: no.
 */
export const planIncludesRecruiterOutreach = (planName: string): boolean =>
  PLANS.some((plan) => plan.name === planName && plan.recruiterOutreach);
