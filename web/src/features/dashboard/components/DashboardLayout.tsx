import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { useAfterFirstPaint } from '../../../lib/afterFirstPaint';
import { useMe } from '../../auth/hooks/useMe';
import { LogoutButton } from '../../auth/components/LogoutButton';
import { SystemStatus } from '../../health/components/SystemStatus';
import { useLiveUpdates } from '../../live-updates/hooks/useLiveUpdates';
import { useSectionLoading } from '../hooks/useSectionLoading';
import { sectionOf } from '../sections';

export function DashboardLayout() {
  const { data: user } = useMe();
  const isAdmin = user?.role === 'admin';
  // One live stream for the signed-in dashboard: chat, badges, order and statuses update in place.
  // It opens once the first screen is painted, so it does not compete with the page's own data.
  const painted = useAfterFirstPaint();
  useLiveUpdates(Boolean(user) && painted);
  const sectionLoading = useSectionLoading(sectionOf(useLocation().pathname));
  return (
    <div className="dashboard">
      <div className="dashboard-bar">
        <nav className="container dashboard-bar__inner" aria-label="Dashboard">
          <ul className="dashboard-nav" role="list">
            {isAdmin ? (
              <li>
                <NavLink className="dashboard-nav__link" to={paths.dashboardQueue}>
                  Queue
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink className="dashboard-nav__link" to={paths.dashboard} end>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink className="dashboard-nav__link" to={paths.dashboardSubscription}>
                {isAdmin ? 'Users' : 'Subscription'}
              </NavLink>
            </li>
            {isAdmin ? (
              <li>
                <NavLink className="dashboard-nav__link" to={paths.dashboardTeam}>
                  Team
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink className="dashboard-nav__link" to={paths.dashboardSettings}>
                <span className="label-wide">Profile</span>
                <span className="label-narrow">Settings</span>
              </NavLink>
            </li>
          </ul>
          <LogoutButton />
        </nav>
        {/* The first-visit indicator: a bar along the sticky bar's lower edge. The
            section renders (and starts its requests) under it, laid out but not yet shown, so its
            cards filling in meanwhile move nothing on screen. */}
        {sectionLoading ? (
          <div className="dashboard-bar__loading" role="status">
            <span className="visually-hidden">Loading page…</span>
          </div>
        ) : null}
      </div>
      <div
        className="dashboard__section"
        data-loading={sectionLoading || undefined}
        aria-busy={sectionLoading || undefined}
      >
        <Outlet />
      </div>
      {/* Health is for staff (no status widget on public pages); it polls only while
          the tab is in front. */}
      {isAdmin ? (
        <div className="container dashboard__status">
          <SystemStatus />
        </div>
      ) : null}
    </div>
  );
}
