import type { TSessionUser } from '@hirerelay/contracts';
import type { UserWithProfile } from './user.repository.js';

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
