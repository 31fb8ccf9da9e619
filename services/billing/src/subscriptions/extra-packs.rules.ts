import { isImportingStatus, type TPlanId } from '@hirerelay/domain';

/** The plans whose subscribers may buy extra packs: not Unlimited, not a Custom Plan. */
const PLANS_WITH_EXTRA_PACKS: readonly (string | null)[] = ['starter', 'professional'] satisfies TPlanId[];

/** Extra packs are sold to active (or trialing) Starter and Professional subscribers. */
export const canBuyExtraPacks = (subscription: { status: string; planId: string | null }): boolean =>
  isImportingStatus(subscription.status) && PLANS_WITH_EXTRA_PACKS.includes(subscription.planId);
