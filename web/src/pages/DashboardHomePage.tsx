import { PageShell } from '../components/PageShell';

export function DashboardHomePage() {
  return (
    <PageShell
      title="Dashboard"
      description="Your HireRelay dashboard: the jobs we are applying to for you, their status, and your usage this month."
      heading="Dashboard"
    >
      Your usage for the current billing period, a box to send us a job by pasting its link, and the list of
      jobs HireRelay is working on for you, with their status, dates and unread messages.
    </PageShell>
  );
}
