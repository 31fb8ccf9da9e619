import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../redirectTarget';
import { SessionGate } from './SessionGate';

/** Signed-in users only; anyone else goes to the login page and comes back here afterwards. */
export function RequireAuth() {
  const location = useLocation();
  return (
    <SessionGate>
      {(user) => (user ? <Outlet /> : <Navigate to={loginPathFor(location)} replace />)}
    </SessionGate>
  );
}
