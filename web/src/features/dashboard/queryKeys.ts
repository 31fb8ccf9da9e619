import { billingKeys } from '../subscription/queryKeys';

/** Under billing's keys, so whatever refreshes billing (a return from Stripe) refreshes usage too. */
export const usageKeys = {
  usage: [...billingKeys.all, 'usage'] as const,
};
