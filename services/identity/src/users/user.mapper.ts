import type { TSessionUser, TUserSummary } from '@hirerelay/contracts';
import type { UserSummaryRecord, UserWithProfile } from './user.repository.js';

export function toSessionUser(user: UserWithProfile): TSessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    fullName: user.profile?.fullName ?? null,
    onboardingCompleted: user.profile?.onboardingCompleted ?? false,
  };
}

export function toUserSummary(record: UserSummaryRecord): TUserSummary {
  return { id: record.id, fullName: record.fullName, role: record.role, status: record.status };
}
