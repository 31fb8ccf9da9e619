import { lazy, Suspense, useState } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../lib/dates';
import { useTeamFigures } from '../hooks/useTeamFigures';
import {
  chartRows,
  hoursText,
  PERIOD_LABELS,
  shareText,
  staffLabel,
  type TTeamPeriodView,
} from '../teamFigures';
import '../team.css';

// The chart library comes with the chart only, after the figures are on screen.
const StaffChart = lazy(() => import('./StaffChart').then((m) => ({ default: m.StaffChart })));

function PeriodFigures({ period }: { period: TTeamPeriodView }) {
  return (
    <div className="team__period">
      <section className="team__card" aria-labelledby="team-staff-title">
        <h2 id="team-staff-title">Applications per staff member</h2>
        {period.perStaff.length === 0 ? (
          <p className="job-detail__empty">No applications in this period.</p>
        ) : (
          <>
            <Suspense fallback={null}>
              <StaffChart rows={chartRows(period)} />
            </Suspense>
            <table className="team__table">
              <thead>
                <tr>
                  <th scope="col">Staff member</th>
                  <th scope="col">Applications</th>
                </tr>
              </thead>
              <tbody>
                {period.perStaff.map((row) => (
                  <tr key={row.staffId ?? 'none'}>
                    <td>{staffLabel(row)}</td>
                    <td>{row.applications}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section className="team__card" aria-labelledby="team-plans-title">
        <h2 id="team-plans-title">Time to Applied by plan</h2>
        {period.perPlan.length === 0 ? (
          <p className="job-detail__empty">No applications in this period.</p>
        ) : (
          <table className="team__table">
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Applications</th>
                <th scope="col">Median</th>
                <th scope="col">90th percentile</th>
                <th scope="col">Within service level</th>
              </tr>
            </thead>
            <tbody>
              {period.perPlan.map((row) => (
                <tr key={row.plan}>
                  <td>{row.plan}</td>
                  <td>{row.applications}</td>
                  <td>{hoursText(row.medianHours)}</td>
                  <td>{hoursText(row.p90Hours)}</td>
                  <td>{shareText(row.withinServiceLevel)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

/** `/dashboard/team` (staff): what the team did today, in 7 and 30 days, and what is late now. */
export function TeamFigures() {
  const figures = useTeamFigures();
  const [period, setPeriod] = useState<TTeamPeriodView['period']>('today');
  const shown = figures.data?.periods.find((entry) => entry.period === period);
  return (
    <div className="container team">
      <PageMeta title="Team figures" />
      <h1>Team figures</h1>
      {figures.data ? (
        <>
          <dl className="team__now">
            <div>
              <dt>Overdue now</dt>
              <dd>{figures.data.overdueNow}</dd>
            </div>
            <div>
              <dt>Waiting for details</dt>
              <dd>{figures.data.waitingForDetails}</dd>
            </div>
          </dl>
          <p className="team__at">As of {formatDateTime(figures.data.at)}</p>
          <div className="team__periods" role="group" aria-label="Period">
            {figures.data.periods.map((entry) => (
              <button
                key={entry.period}
                type="button"
                className="button button--secondary button--small"
                aria-pressed={entry.period === period}
                onClick={() => {
                  setPeriod(entry.period);
                }}
              >
                {PERIOD_LABELS[entry.period]}
              </button>
            ))}
          </div>
          {shown ? <PeriodFigures period={shown} /> : null}
        </>
      ) : figures.isError ? (
        <p role="alert">The team figures could not be loaded. Please reload the page.</p>
      ) : (
        <Spinner label="Loading the team figures…" />
      )}
    </div>
  );
}
