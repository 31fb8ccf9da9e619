import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../app/paths';

export function DashboardLayout() {
  return (
    <div className="dashboard">
      <div className="dashboard-bar">
        <nav className="container dashboard-bar__inner" aria-label="Dashboard">
          <ul className="dashboard-nav" role="list">
            <li>
              <NavLink className="dashboard-nav__link" to={paths.dashboard} end>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink className="dashboard-nav__link" to={paths.dashboardSubscription}>
                Subscription
              </NavLink>
            </li>
            <li>
              <NavLink className="dashboard-nav__link" to={paths.dashboardSettings}>
                <span className="label-wide">Profile</span>
                <span className="label-narrow">Settings</span>
              </NavLink>
            </li>
          </ul>
          <button
            className="button button--ghost"
            type="button"
            disabled
            title="Sign-in arrives in a later release, so there is no session to end yet."
          >
            Logout
          </button>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}
