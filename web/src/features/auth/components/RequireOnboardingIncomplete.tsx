import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../app/paths';
import { SessionGate } from './SessionGate';

/**
 * The onboarding wizard is for users who have not finished it; staff accounts have no
 * applicant profile to fill in. Place under RequireAuth.
 */
export function RequireOnboardingIncomplete() {
  return (
    <SessionGate>
      {(user) =>
        user?.onboardingCompleted || user?.role === 'admin' ? (
          <Navigate to={paths.dashboard} replace />
        ) : (
          <Outlet />
        )
      }
    </SessionGate>
  );
}
