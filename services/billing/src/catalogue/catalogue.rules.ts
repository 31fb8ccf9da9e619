import { EXTRA_PACK_APPLICATIONS, EXTRA_PACK_PRICE_CENTS, PLANS, type TPlanId } from '@hirerelay/domain';

// What billing sells on Stripe, found by lookup key (Stripe's stable name for a price), so the same
// code works on a fresh stand-in and on a real account whose prices were made once.

export const PLAN_LOOKUP_KEYS: Record<TPlanId, string> = {
  starter: 'hirerelay_starter_monthly',
  professional: 'hirerelay_professional_monthly',
  unlimited: 'hirerelay_unlimited_monthly',
};
export const EXTRA_PACK_LOOKUP_KEY = 'hirerelay_extra_pack_5';

/** A price billing needs on Stripe. */
export interface CatalogueEntry {
  lookupKey: string;
  productName: string;
  unitAmount: number;
  /** Monthly for the plans; one-time for the extra pack. */
  monthly: boolean;
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...PLANS.map((plan) => ({
    lookupKey: PLAN_LOOKUP_KEYS[plan.id],
    productName: `HireRelay ${plan.name}`,
    unitAmount: plan.monthlyPriceCents,
    monthly: true,
  })),
  {
    lookupKey: EXTRA_PACK_LOOKUP_KEY,
    productName: `HireRelay extra applications (${String(EXTRA_PACK_APPLICATIONS)})`,
    unitAmount: EXTRA_PACK_PRICE_CENTS,
    monthly: false,
  },
];

/** A subscription on a price the catalogue does not know (possible on real Stripe): a Custom Plan, quota 10. */
const CUSTOM_PLAN = { name: 'Custom Plan', quota: 10 } as const;

export interface SubscribedPlan {
  planId: TPlanId | null;
  planName: string;
  quota: number;
}

/** The plan a subscription's price stands for, by its lookup key; a Custom Plan otherwise. */
export function planOfPrice(lookupKey: string | null | undefined): SubscribedPlan {
  const plan = PLANS.find((candidate) => PLAN_LOOKUP_KEYS[candidate.id] === lookupKey);
  return plan
    ? { planId: plan.id, planName: plan.name, quota: plan.monthlyApplications }
    : { planId: null, planName: CUSTOM_PLAN.name, quota: CUSTOM_PLAN.quota };
}
