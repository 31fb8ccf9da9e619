import { Navigate, Outlet, useLocation } from 'react-router';
import { DashboardShell } from '../../dashboard/components/DashboardShell';
import { loginPathFor } from '../redirectTarget';
import { SessionGate } from './SessionGate';

/**
 * Signed-in users only; anyone else goes to the login page and comes back here afterwards. While
 * the session check runs, a dashboard page shows its shell: the markup its HTML painted already.
 */
export function RequireAuth() {
  const location = useLocation();
  return (
    <SessionGate pending={<DashboardShell pathname={location.pathname} />}>
      {(user) => (user ? <Outlet /> : <Navigate to={loginPathFor(location)} replace />)}
    </SessionGate>
  );
}
