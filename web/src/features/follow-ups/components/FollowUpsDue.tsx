import { Link } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { errorMessage } from '../../../lib/api/errors';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { FollowUpTexts as Texts } from '../followUpTexts';
import type { TFollowUpList } from '../followUpTypes';

/**
 * The queue's "Follow-ups due" tab: quiet applications whose follow-up waits for staff, oldest
 * first. Each opens its job, where the workbench shows the drafted nudge with Send and Skip.
 */
export function FollowUpsDue({
  list,
  isPending,
  error,
  retry,
}: {
  list: TFollowUpList | undefined;
  isPending: boolean;
  error: unknown;
  retry: () => void;
}) {
  if (isPending) {
    return (
      <p className="empty-note" role="status">
        {Texts.loading}
      </p>
    );
  }
  if (error || !list) {
    return (
      <p className="empty-note" role="alert">
        {errorMessage(error, Texts.loadFailed)}{' '}
        <button type="button" className="button button--secondary" onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  if (list.items.length === 0) return <p className="empty-note">{Texts.none}</p>;
  return (
    <div className="data-table__wrap">
      <table className="data-table work-queue__table" aria-label={Texts.tab}>
        <thead>
          <tr>
            <th scope="col">{Texts.due}</th>
            <th scope="col">{Texts.job}</th>
            <th scope="col">{Texts.applied}</th>
            <th scope="col">{Texts.which}</th>
            <th scope="col">{Texts.recipient}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((row) => (
            <tr key={row.id} data-row>
              <td className="work-queue__due" data-label={Texts.due}>
                {formatDateTime(row.dueAt)}
              </td>
              <td className="work-queue__job" data-label={Texts.job}>
                <Link to={toPath(paths.dashboardJob, { jobId: row.jobId })}>{row.title}</Link>
                <span className="work-queue__company">{row.company}</span>
              </td>
              <td data-label={Texts.applied}>{row.dateApplied ? formatDate(row.dateApplied) : '—'}</td>
              <td data-label={Texts.which}>{Texts.ordinal(row.sequence)}</td>
              <td data-label={Texts.recipient}>{row.recipient ?? Texts.noRecipient}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
