import { DASHBOARD_SECTION_TITLES, sectionOf } from '../sections';

/**
 * What a signed-in page shows first, before the session check has answered: the dashboard bar (its
 * links, which depend on the role, come with the session) and the section's title where it is the
 * same for everyone (the dashboard, settings; a job's title and the subscription area's, which
 * differ by role, come with their page). The build writes the same markup into the signed-in pages'
 * HTML (build/static-shell.ts), so it paints as soon as the HTML and its stylesheets are in; React
 * renders it again while the session check runs, and `DashboardLayout` and the page then draw the
 * same bar and title in the same place. Null outside the dashboard. In the entry chunk: keep it small.
 */
export function DashboardShell({ pathname }: { pathname: string }) {
  const section = sectionOf(pathname);
  if (section === null) return null;
  const title = DASHBOARD_SECTION_TITLES[section];
  return (
    <div className="dashboard">
      <div className="dashboard-bar">
        <nav className="container dashboard-bar__inner" aria-label="Dashboard">
          <ul className="dashboard-nav" role="list" />
        </nav>
      </div>
      <div className="dashboard__section">
        {section === 'dashboard' ? (
          <div className="container dashboard-home">
            <div className="dashboard-home__head">
              <h1 className="dashboard-home__title">{title}</h1>
            </div>
          </div>
        ) : section === 'settings' ? (
          <div className="container settings">
            <h1 className="settings__title">{title}</h1>
          </div>
        ) : null}
      </div>
    </div>
  );
}
