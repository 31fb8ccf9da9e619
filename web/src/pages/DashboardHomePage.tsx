import { PageMeta } from '../components/PageMeta';
import { useMe } from '../features/auth/hooks/useMe';
import { UsageSummaryCard } from '../features/dashboard/components/UsageSummaryCard';
import { ExportJobsButton } from '../features/jobs/components/ExportJobsButton';
import { ImportBox } from '../features/jobs/components/ImportBox';
import { JobsList } from '../features/jobs/components/JobsList';
import { DASHBOARD_SECTION_TITLES } from '../features/dashboard/sections';
import '../features/dashboard/dashboard.css';

/**
 * /dashboard: for users the usage card, the New Job box and My Jobs; for staff the
 * jobs CSV export and every user's Jobs.
 */
export function DashboardHomePage() {
  const { data: user } = useMe();
  const staff = user?.role === 'admin';
  return (
    <div className="container dashboard-home">
      <PageMeta title={DASHBOARD_SECTION_TITLES.dashboard} />
      <div className="dashboard-home__head">
        {/* The same title, in the same place, as the shell painted before the session check. */}
        <h1 className="dashboard-home__title">{DASHBOARD_SECTION_TITLES.dashboard}</h1>
        {staff ? <ExportJobsButton /> : null}
      </div>
      {staff ? null : (
        <div className="dashboard-home__top">
          <UsageSummaryCard />
          <ImportBox />
        </div>
      )}
      <JobsList staff={staff} />
    </div>
  );
}
