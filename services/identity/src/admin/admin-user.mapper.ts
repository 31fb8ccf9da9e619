import type { TAdminUserDetail, TAdminUserRow } from '@hirerelay/contracts';
import { adminBillingView, type BillingCopy } from '../billing-copy/billing-copy.rules.js';
import { toProfile } from '../profile/profile.mapper.js';
import type { ProfileWithUser } from '../profile/profile.repository.js';
import type { AdminUserRecord } from './admin-users.repository.js';

/**
 * Plan, quota, usage and subscription date come from the billing read copy (billing-copy.rules.ts:
 * `Free`, 25, 0 and no date without a live subscription).
 */
export function toAdminUserRow(record: AdminUserRecord): TAdminUserRow {
  const billing = adminBillingView(record.billing);
  return {
    id: record.id,
    fullName: record.fullName,
    email: record.email,
    status: record.status,
    role: record.role,
    plan: billing.plan,
    jobQuota: billing.jobQuota,
    jobsUsed: billing.jobsUsed,
    subscriptionDate: billing.subscriptionDate?.toISOString() ?? null,
    lastLoginAt: record.lastLoginAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toAdminUserDetail(profile: ProfileWithUser, billing: BillingCopy | null): TAdminUserDetail {
  const { user } = profile;
  const row = toAdminUserRow({
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    fullName: profile.fullName,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    billing,
  });
  // The customer stays Stripe's after a subscription ends: staff may still look it up.
  return { ...row, stripeCustomerId: billing?.stripeCustomerId ?? null, profile: toProfile(profile) };
}
