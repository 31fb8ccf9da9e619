import { Link, NavLink } from 'react-router';
import { paths } from '../../../app/paths';
import { LogoutButton } from '../../auth/components/LogoutButton';
import { useMe } from '../../auth/hooks/useMe';

/** Log in / Sign up for visitors; Dashboard / Logout for a signed-in user. */
export function AccountLinks({ pathname }: { pathname: string }) {
  const { data: user, isPending } = useMe();
  // Nothing until the session is known, so the links do not flicker from one set to the other.
  if (isPending) return <ul className="site-nav__account" role="list" aria-hidden="true" />;
  if (user) {
    // Dashboard pages have these in their own bar.
    if (pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`)) return null;
    return (
      <ul className="site-nav__account" role="list">
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
