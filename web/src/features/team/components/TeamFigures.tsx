import { useState } from 'react';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../lib/dates';
import { useTeamFigures } from '../hooks/useTeamFigures';
import { PERIOD_LABELS, type TTeamPeriodView } from '../teamFigures';
import { TeamPeriodFigures } from './TeamPeriodFigures';
import '../team.css';

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
          {shown ? <TeamPeriodFigures period={shown} /> : null}
        </>
      ) : figures.isError ? (
        <p role="alert">The team figures could not be loaded. Please reload the page.</p>
      ) : (
        <Spinner label="Loading the team figures…" />
      )}
    </div>
  );
}
