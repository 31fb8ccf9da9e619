import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../app/paths';
import { SessionGate } from './SessionGate';

/** The dashboard needs a finished profile; staff accounts have no applicant profile to finish. */
export function RequireOnboardingComplete() {
  return (
    <SessionGate>
      {(user) =>
        user && user.role !== 'admin' && !user.onboardingCompleted ? (
          <Navigate to={paths.onboarding} replace />
        ) : (
          <Outlet />
        )
      }
    </SessionGate>
  );
}
