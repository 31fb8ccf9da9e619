import { paths } from '../../app/paths';

// The dashboard's sections, by address: what the entry needs for the signed-in pages' shell
// (`DashboardShell`), apart from the first-visit indicator's bookkeeping (sectionVisits.ts), which
// loads with the dashboard.

export type TDashboardSection = 'dashboard' | 'subscription' | 'settings' | 'job-details';

/**
 * The sections' titles that are the same for everyone, shown before the session is known
 * (`DashboardShell`, and the build's static shell) and by the pages themselves: the subscription
 * area's differs by role and a job's is the job's.
 */
export const DASHBOARD_SECTION_TITLES = {
  dashboard: 'Dashboard',
  settings: 'Account Settings',
  subscription: null,
  'job-details': null,
} as const satisfies Record<TDashboardSection, string | null>;

/** The section a dashboard address belongs to (a user's detail is part of the subscription area). */
export function sectionOf(pathname: string): TDashboardSection | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under(paths.dashboardSubscription)) return 'subscription';
  if (under(paths.dashboardSettings)) return 'settings';
  if (under(`${paths.dashboard}/jobs`)) return 'job-details';
  if (path === paths.dashboard) return 'dashboard';
  return null;
}
