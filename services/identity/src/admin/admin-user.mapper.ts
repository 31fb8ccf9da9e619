import type { TAdminUserDetail, TAdminUserRow } from '@hirerelay/contracts';
import { NO_SUBSCRIPTION_PLAN } from '@hirerelay/domain';
import { toProfile } from '../profile/profile.mapper.js';
import type { ProfileWithUser } from '../profile/profile.repository.js';
import type { AdminUserRecord } from './admin-users.repository.js';

/**
 * Until billing exists every account shows the admin view's no-subscription plan (libs/domain)
 * with nothing used, and its subscription date is the account's creation. Billing will supply
 * these per user.
 */
export const DEFAULT_PLAN = { ...NO_SUBSCRIPTION_PLAN, jobsUsed: 0 } as const;

export function toAdminUserRow(record: AdminUserRecord): TAdminUserRow {
  return {
    id: record.id,
    fullName: record.fullName,
    email: record.email,
    status: record.status,
    role: record.role,
    plan: DEFAULT_PLAN.name,
    jobQuota: DEFAULT_PLAN.jobQuota,
    jobsUsed: DEFAULT_PLAN.jobsUsed,
    subscriptionDate: record.createdAt.toISOString(),
    lastLoginAt: record.lastLoginAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toAdminUserDetail(profile: ProfileWithUser): TAdminUserDetail {
  const { user } = profile;
  const row = toAdminUserRow({
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    fullName: profile.fullName,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  });
  return { ...row, profile: toProfile(profile) };
}
