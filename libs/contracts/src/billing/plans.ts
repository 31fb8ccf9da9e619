import { z } from 'zod';
import { defineRpc } from '../define.js';

/** A plan as it is sold: the catalogue's figures and the payment provider's price. */
export const ZCataloguePlan = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int().nonnegative(),
  /** Applications a month; 999 = unlimited. */
  quota: z.number().int().nonnegative(),
  priceId: z.string(),
});
export type TCataloguePlan = z.infer<typeof ZCataloguePlan>;

/** The three plans and the extra pack, with their Stripe prices; also `GET /api/plans` (public). */
export const ZPlanCatalogue = z.object({
  plans: z.array(ZCataloguePlan),
  extraPack: z.object({
    priceId: z.string(),
    priceCents: z.number().int().nonnegative(),
    applications: z.number().int().positive(),
  }),
});
export type TPlanCatalogue = z.infer<typeof ZPlanCatalogue>;

/** The catalogue (its Stripe prices are made at start when missing). */
export const ListPlansRpc = defineRpc('billing.plans.list.v1', z.object({}).strict(), ZPlanCatalogue, {
  idempotent: true,
});
