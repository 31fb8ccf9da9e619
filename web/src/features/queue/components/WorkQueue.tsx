import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { errorMessage } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth/hooks/useMe';
import { bandTone } from '../../job-fit/fitView';
import { useChangeAssignment } from '../hooks/useAssignment';
import { useQueue } from '../hooks/useQueue';
import type { TQueueRow } from '../queueTypes';
import {
  dueLabel,
  QUEUE_PLANS,
  QUEUE_VIEWS,
  queueViewOf,
  queueViewToSearch,
  type QueueView,
} from '../queueView';
import '../queue.css';

const CLAIM_FAILED = 'Could not claim this job. Please try again.';

/** Re-renders every 30 s so "due in" and "overdue by" stay true while the page is open all day. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Staff's work queue: the jobs that need a person, in the order they must be done
 * (overdue first, then by due time; customers waiting in chat by the message's age). Views mine,
 * unassigned and all, filters by plan, overdue and details needed, all in the address. The rows
 * update live (imports, claims, Applied) through the dashboard's event stream. Keyboard: ↑/↓ or
 * j/k move between rows, Enter opens the job, c claims it.
 */
export function WorkQueue() {
  const [search, setSearch] = useSearchParams();
  const view = queueViewOf(search);
  const setView = (next: Partial<QueueView>) =>
    setSearch(queueViewToSearch({ ...view, ...next }), { replace: true });
  const queue = useQueue(view);
  const rows = useMemo(() => queue.data?.pages.flatMap((page) => page.items) ?? [], [queue.data]);
  const now = useNow();
  const { data: me } = useMe();
  const assignment = useChangeAssignment();
  const navigate = useNavigate();
  const body = useRef<HTMLTableSectionElement>(null);

  const claim = (row: TQueueRow) => {
    assignment.mutate(
      { jobId: row.id, change: { kind: 'claim' } },
      {
        onSuccess: () => toast.success(`Claimed: ${row.title} at ${row.company}`),
        onError: (error) => toast.error(errorMessage(error, CLAIM_FAILED)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: TQueueRow) => {
    if (event.target !== event.currentTarget) return;
    const move = (step: number) => {
      const all = [...(body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]') ?? [])];
      all[all.indexOf(event.currentTarget) + step]?.focus();
      event.preventDefault();
    };
    if (event.key === 'ArrowDown' || event.key === 'j') move(1);
    else if (event.key === 'ArrowUp' || event.key === 'k') move(-1);
    else if (event.key === 'Enter') void navigate(toPath(paths.dashboardJob, { jobId: row.id }));
    else if (event.key === 'c' && !row.assignee) claim(row);
  };

  return (
    <section className="work-queue" aria-labelledby="work-queue-title">
      <div className="work-queue__head">
        <h1 id="work-queue-title" className="work-queue__title">
          Work queue
        </h1>
        <p className="work-queue__hint">
          <kbd>↑</kbd>
          <kbd>↓</kbd> move · <kbd>Enter</kbd> open · <kbd>c</kbd> claim
        </p>
      </div>
      <div className="work-queue__controls">
        <div className="work-queue__views" role="group" aria-label="View">
          {QUEUE_VIEWS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="work-queue__view"
              aria-pressed={view.view === option.value}
              onClick={() => setView({ view: option.value })}
            >
              {option.label}
            </button>
          ))}
        </div>
        <label className="work-queue__filter">
          <span>Plan</span>
          <select
            value={view.plan ?? ''}
            onChange={(event) => setView({ plan: QUEUE_PLANS.find((plan) => plan === event.target.value) })}
          >
            <option value="">All plans</option>
            {QUEUE_PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </select>
        </label>
        <label className="work-queue__check">
          <input
            type="checkbox"
            checked={view.overdue}
            onChange={(event) => setView({ overdue: event.target.checked })}
          />
          Overdue
        </label>
        <label className="work-queue__check">
          <input
            type="checkbox"
            checked={view.detailsNeeded}
            onChange={(event) => setView({ detailsNeeded: event.target.checked })}
          />
          Details needed
        </label>
      </div>

      {queue.isPending ? (
        <p className="empty-note" role="status">
          Loading the queue…
        </p>
      ) : queue.isError ? (
        <p className="empty-note" role="alert">
          {errorMessage(queue.error, 'Could not load the queue.')}{' '}
          <button type="button" className="button button--secondary" onClick={() => void queue.refetch()}>
            Try again
          </button>
        </p>
      ) : rows.length === 0 ? (
        <p className="empty-note">Nothing waiting here. Well done.</p>
      ) : (
        <div className="data-table__wrap">
          <table className="data-table work-queue__table" aria-labelledby="work-queue-title">
            <thead>
              <tr>
                <th scope="col">Due</th>
                <th scope="col">Customer</th>
                <th scope="col">Job</th>
                <th scope="col">Fit</th>
                <th scope="col">Needs</th>
                <th scope="col">Assignee</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody ref={body}>
              {rows.map((row) => {
                const due = dueLabel(row, now);
                const mine = row.assignee?.id === me?.id;
                return (
                  <tr
                    key={row.id}
                    data-row
                    data-tone={due.tone}
                    tabIndex={0}
                    aria-label={`${row.title} at ${row.company}, ${due.text}`}
                    onKeyDown={(event) => onKeyDown(event, row)}
                  >
                    <td className="work-queue__due" data-label="Due">
                      <span className="work-queue__due-text">{due.text}</span>
                      <span className="work-queue__due-at">{formatDateTime(row.dueAt)}</span>
                    </td>
                    <td className="work-queue__customer" data-label="Customer">
                      <span className="work-queue__name">
                        {row.owner?.fullName || row.owner?.email || 'Unknown'}
                      </span>
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
                      {row.status !== 'Saved' ? (
                        <span className="work-queue__status">{row.status}</span>
                      ) : null}
                    </td>
                    <td className="work-queue__assignee" data-label="Assignee">
                      {row.assignee ? (mine ? 'You' : row.assignee.fullName || row.assignee.email) : '—'}
                    </td>
                    <td className="work-queue__action">
                      {row.assignee ? null : (
                        <button
                          type="button"
                          className="button button--secondary work-queue__claim"
                          disabled={assignment.isPending && assignment.variables.jobId === row.id}
                          onClick={() => claim(row)}
                        >
                          Claim
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <LoadMoreButton pages={queue} className="work-queue__more" />
    </section>
  );
}
