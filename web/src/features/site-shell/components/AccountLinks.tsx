import { Link, NavLink } from 'react-router';
import { paths } from '../../../app/paths';
import { LogoutButton } from '../../auth/components/LogoutButton';
import { useMe } from '../../auth/hooks/useMe';

/**
 * Log in / Sign up for visitors; Dashboard / Logout for a signed-in user, and Blog admin for admins.
 * On dashboard pages the menu has the dashboard's own links and Logout instead
 * (Profile reads Settings on phones); they show only while the header is a menu, as
 * the dashboard bar has them on wide screens.
 */
export function AccountLinks({ pathname }: { pathname: string }) {
  const { data: user, isPending } = useMe();
  // Nothing until the session is known, so the links do not flicker from one set to the other.
  if (isPending) return <ul className="site-nav__account" role="list" aria-hidden="true" />;
  if (user) {
    const onDashboard = pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
    const isAdmin = user.role === 'admin';
    if (onDashboard) {
      return (
        <ul className="site-nav__account" role="list">
          <li className="site-nav__menu-only">
            <NavLink className="site-nav__link" to={paths.dashboard} end>
              Dashboard
            </NavLink>
          </li>
          <li className="site-nav__menu-only">
            <NavLink className="site-nav__link" to={paths.dashboardSubscription}>
              {isAdmin ? 'Users' : 'Subscription'}
            </NavLink>
          </li>
          <li className="site-nav__menu-only">
            <NavLink className="site-nav__link" to={paths.dashboardSettings}>
              Settings
            </NavLink>
          </li>
          {isAdmin ? (
            <li>
              <NavLink className="site-nav__link" to={paths.blogAdmin}>
                Blog admin
              </NavLink>
            </li>
          ) : null}
          <li className="site-nav__menu-only">
            <LogoutButton />
          </li>
        </ul>
      );
    }
    return (
      <ul className="site-nav__account" role="list">
        {isAdmin ? (
          <li>
            <NavLink className="site-nav__link" to={paths.blogAdmin}>
              Blog admin
            </NavLink>
          </li>
        ) : null}
        <li>
          <Link className="button button--primary" to={paths.dashboard}>
            Dashboard
          </Link>
        </li>
        <li>
          <LogoutButton />
        </li>
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
