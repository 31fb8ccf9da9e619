import { isImportingStatus } from '@hirerelay/domain';
import type { TSubscriptionView, TTransaction } from './billingTypes';

// Stripe sends the person back (`?success=true`) as soon as they have paid, and its webhooks reach
// billing a moment later, in no fixed order. So before leaving for a checkout the page notes what
// is being bought, and back from it waits until billing shows that purchase, not just any state.

/** What a checkout that is under way buys. */
export type TPendingPurchase =
  | { kind: 'plan' }
  /** Extra packs add to `extraApplications`: the purchase shows once it grows past this. */
  | { kind: 'extra-pack'; extraApplicationsBefore: number };

const STORAGE_KEY = 'hirerelayPendingPurchase';

type TSessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safeSessionStorage(): TSessionStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Notes the purchase for this tab (storage may be refused: the page then waits only for an active plan). */
export function rememberPurchase(purchase: TPendingPurchase, storage = safeSessionStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(purchase));
  } catch {
    // Nothing to do: see above.
  }
}

export function recallPurchase(storage = safeSessionStorage()): TPendingPurchase | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { kind, extraApplicationsBefore } = value as Record<string, unknown>;
    if (kind === 'plan') return { kind };
    if (kind === 'extra-pack' && typeof extraApplicationsBefore === 'number') {
      return { kind, extraApplicationsBefore };
    }
    return null;
  } catch {
    return null;
  }
}

export function forgetPurchase(storage = safeSessionStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do: a stale note only makes a later return wait for what it already shows.
  }
}

/**
 * Whether billing shows the purchase yet: a plan once its subscription is active and its first
 * invoice is listed; extra packs once the period's extra applications grew. Without a note (another
 * tab, storage refused) an active subscription is all there is to wait for.
 */
export function purchaseShown(
  purchase: TPendingPurchase | null,
  subscription: TSubscriptionView | null | undefined,
  invoices: readonly TTransaction[] | undefined,
): boolean {
  if (!subscription) return false;
  if (purchase?.kind === 'extra-pack')
    return subscription.extraApplications > purchase.extraApplicationsBefore;
  if (!isImportingStatus(subscription.status)) return false;
  if (purchase?.kind === 'plan') {
    return (invoices ?? []).some((invoice) => invoice.subscriptionId === subscription.id);
  }
  return true;
}
