import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { formatDateTime } from '../../../lib/dates';
import { bandTone } from '../../job-fit/fitView';
import type { TQueueRow } from '../queueTypes';
import { dueLabel } from '../queueView';

interface QueueRowProps {
  row: TQueueRow;
  now: number;
  meId: string | undefined;
  claiming: boolean;
  onClaim: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => void;
}

/** One job of the work queue: due time, customer and plan, job, fit, what it needs, assignee, Claim. */
export function QueueRow({ row, now, meId, claiming, onClaim, onKeyDown }: QueueRowProps) {
  const due = dueLabel(row, now);
  const mine = row.assignee?.id === meId;
  return (
    <tr
      data-row
      data-tone={due.tone}
      tabIndex={0}
      aria-label={`${row.title} at ${row.company}, ${due.text}`}
      onKeyDown={onKeyDown}
    >
      <td className="work-queue__due" data-label="Due">
        <span className="work-queue__due-text">{due.text}</span>
        <span className="work-queue__due-at">{formatDateTime(row.dueAt)}</span>
      </td>
      <td className="work-queue__customer" data-label="Customer">
        <span className="work-queue__name">{row.owner?.fullName || row.owner?.email || 'Unknown'}</span>
        <span className="work-queue__plan" data-plan={row.subscriptionType}>
          {row.subscriptionType}
        </span>
      </td>
      <td className="work-queue__job" data-label="Job">
        <Link to={toPath(paths.dashboardJob, { jobId: row.id })} tabIndex={-1}>
          {row.title}
        </Link>
        <span className="work-queue__company">{row.company}</span>
      </td>
      <td className="work-queue__fit" data-label="Fit">
        {row.fitBand ? (
          <span className="status-pill" data-tone={bandTone(row.fitBand)}>
            {row.fitBand}
          </span>
        ) : (
          <span aria-label="No fit yet">—</span>
        )}
      </td>
      <QueueNeedsCell row={row} />
      <td className="work-queue__assignee" data-label="Assignee">
        {row.assignee ? (mine ? 'You' : row.assignee.fullName || row.assignee.email) : '—'}
      </td>
      <td className="work-queue__action">
        {row.assignee ? null : (
          <button
            type="button"
            className="button button--secondary work-queue__claim"
            disabled={claiming}
            onClick={onClaim}
          >
            Claim
          </button>
        )}
      </td>
    </tr>
  );
}

/** What the job waits for: details, unread chat messages, a status past Saved. */
function QueueNeedsCell({ row }: { row: TQueueRow }) {
  return (
    <td className="work-queue__needs" data-label="Needs">
      {row.detailsNeeded ? (
        <span className="status-pill" data-tone="warning">
          details needed
        </span>
      ) : null}
      {row.unreadMessages > 0 ? (
        <span className="status-pill" data-tone="info">
          {row.unreadMessages} unread
        </span>
      ) : null}
      {row.status !== 'Saved' ? <span className="work-queue__status">{row.status}</span> : null}
    </td>
  );
}
