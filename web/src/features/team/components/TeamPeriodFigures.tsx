import { lazy, Suspense } from 'react';
import { chartRows, hoursText, shareText, staffLabel, type TTeamPeriodView } from '../teamFigures';

// The chart library comes with the chart only, after the figures are on screen.
const StaffChart = lazy(() => import('./StaffChart').then((m) => ({ default: m.StaffChart })));

const NoApplications = () => <p className="job-detail__empty">No applications in this period.</p>;

/** Applications per staff member in the period: the chart and its table. */
function StaffApplications({ period }: { period: TTeamPeriodView }) {
  return (
    <section className="team__card" aria-labelledby="team-staff-title">
      <h2 id="team-staff-title">Applications per staff member</h2>
      {period.perStaff.length === 0 ? (
        <NoApplications />
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
  );
}

/** Time to Applied by plan in the period: median, 90th percentile, share within the service level. */
function PlanTimes({ period }: { period: TTeamPeriodView }) {
  return (
    <section className="team__card" aria-labelledby="team-plans-title">
      <h2 id="team-plans-title">Time to Applied by plan</h2>
      {period.perPlan.length === 0 ? (
        <NoApplications />
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
  );
}

/** One period's figures: per staff member and per plan. */
export function TeamPeriodFigures({ period }: { period: TTeamPeriodView }) {
  return (
    <div className="team__period">
      <StaffApplications period={period} />
      <PlanTimes period={period} />
    </div>
  );
}
