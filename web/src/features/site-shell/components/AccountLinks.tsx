import { Link, NavLink } from 'react-router';
import { paths } from '../../../app/paths';
import { LogoutButton } from '../../auth/components/LogoutButton';
import { useMe } from '../../auth/hooks/useMe';

/** Log in / Sign up for visitors; Dashboard / Logout for a signed-in user, and Blog admin for admins. */
export function AccountLinks({ pathname }: { pathname: string }) {
  const { data: user, isPending } = useMe();
  // Nothing until the session is known, so the links do not flicker from one set to the other.
  if (isPending) return <ul className="site-nav__account" role="list" aria-hidden="true" />;
  if (user) {
    // Dashboard pages have Dashboard and Logout in their own bar.
    const onDashboard = pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
    const isAdmin = user.role === 'admin';
    if (onDashboard && !isAdmin) return null;
    return (
      <ul className="site-nav__account" role="list">
        {isAdmin ? (
          <li>
            <NavLink className="site-nav__link" to={paths.blogAdmin}>
              Blog admin
            </NavLink>
          </li>
        ) : null}
        {onDashboard ? null : (
          <>
            <li>
              <Link className="button button--primary" to={paths.dashboard}>
                Dashboard
              </Link>
            </li>
            <li>
              <LogoutButton />
            </li>
          </>
        )}
      </ul>
    );
  }
  return (
    <ul className="site-nav__account" role="list">
      <li>
        <NavLink className="site-nav__link" to={paths.login}>
          Log in
        </NavLink>
      </li>
      <li>
        <Link className="button button--primary" to={paths.signup}>
          Sign up
        </Link>
      </li>
    </ul>
  );
}
