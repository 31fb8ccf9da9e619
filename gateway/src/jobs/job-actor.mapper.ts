import type { TJobActor } from '@hirerelay/contracts';
import type { AuthUser } from '../auth/auth-user.decorator.js';

/**
 * The caller as jobs sees them: the role of the verified, unrevoked access token, as AdminGuard
 * takes it (no hop to identity per request). A demoted or cancelled admin's sessions are ended by
 * identity and listed as revoked here, so their old token is refused before it gets this far, and
 * after signing in again they are served as a user: their own jobs, never everyone's.
 * A plain function: it holds no state and needs nothing injected (it was a provider, `JobActors`).
 */
export function jobActorOf(user: AuthUser): TJobActor {
  return { userId: user.userId, role: user.role === 'admin' ? 'admin' : 'user' };
}

/** A staff member as jobs sees them on staff-only routes (AdminGuard let them through). */
export function staffActor(admin: AuthUser): TJobActor {
  return { userId: admin.userId, role: 'admin' };
}
