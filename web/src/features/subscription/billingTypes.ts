// The shapes of the gateway's billing routes (spec 02 §3 "Subscription view" and "Transaction").
// Written by hand until the generated API types carry them; then these become aliases of ApiPaths.

export interface TSubscriptionView {
  id: string;
  status: string;
  priceId: string;
  planName: string;
  /** The plan's monthly price in the currency's smallest unit (cents). */
  planPrice: number;
  currency: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** The plan's quota plus the extra packs of this period; 999 = unlimited. */
  jobQuota: number;
  jobsUsed: number;
  extraApplications: number;
  paymentMethod: { brand: string; last4: string } | null;
  scheduledChange: { planName: string; at: string } | null;
  canBuyExtraPacks: boolean;
}

export interface TTransaction {
  id: string;
  subscriptionId: string | null;
  status: string;
  amount: number;
  currency: string;
  description: string;
  createdAt: string;
}
