import { z } from 'zod';
import { defineRpc } from '../define.js';

/** A period's usage: the applications used of its quota (plan quota + extra packs; 999 = unlimited). */
export const ZUsage = z.object({
  used: z.number().int().nonnegative(),
  quota: z.number().int().nonnegative(),
  /** Applications added by extra packs this period (already inside `quota`). */
  extraApplications: z.number().int().nonnegative(),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
});
export type TUsage = z.infer<typeof ZUsage>;

export const ZReservationState = z.enum(['reserved', 'confirmed', 'released']);
export type TReservationState = z.infer<typeof ZReservationState>;

const ZReservation = z.object({ jobId: z.uuid(), state: ZReservationState, usage: ZUsage });

/**
 * Takes one application of the user's current period for a job, atomically. The same job again
 * takes nothing more. Refused (FORBIDDEN) with the spec's texts: no subscription, an inactive one
 * (anything but active/trialing), or the limit reached. `planName` is the subscription's plan now
 * (stored on the job as its subscription_type).
 */
export const ReserveQuotaRpc = defineRpc(
  'billing.quota.reserve.v1',
  z.object({ userId: z.uuid(), jobId: z.uuid() }).strict(),
  ZReservation.extend({ planName: z.string() }),
);

/**
 * Whether the user could import now, read only (nothing reserved): the import dialog's review step
 * shows a refusal before any page is fetched. Refused
 * (FORBIDDEN) with ReserveQuotaRpc's texts; the reservation at import still decides.
 */
export const CheckQuotaRpc = defineRpc(
  'billing.quota.check.v1',
  z.object({ userId: z.uuid() }).strict(),
  z.object({ planName: z.string() }),
  { idempotent: true },
);

/** Gives a job's application back (a failed import; staff deleting the job before Applied). */
export const ReleaseQuotaRpc = defineRpc(
  'billing.quota.release.v1',
  z.object({ jobId: z.uuid() }).strict(),
  ZReservation,
);

/** The job was saved: its application stays used (a confirmed one is no longer swept). */
export const ConfirmQuotaRpc = defineRpc(
  'billing.quota.confirm.v1',
  z.object({ jobId: z.uuid() }).strict(),
  ZReservation,
);

/** The user's usage of the current period; `usage: null` without a subscription. */
export const ZUsageReply = z.object({ usage: ZUsage.nullable() });

export const GetUsageRpc = defineRpc(
  'billing.usage.get.v1',
  z.object({ userId: z.uuid() }).strict(),
  ZUsageReply,
  { idempotent: true },
);
