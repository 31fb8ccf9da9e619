import { shortJobId } from '@hirerelay/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { JobsMessages } from '../jobsMessages';
import type { TJobRow } from '../jobTypes';
import { jobsListSearch, type TJobSort, type TJobSortColumn } from '../jobsView';
import type { JobDetailState } from '../jobDetailState';
import { JobToggle } from './JobToggle';
import { SortableHeader } from './SortableHeader';
import { formatDate } from '../../../lib/dates';
import { aimToApplyBy } from '../serviceLevel';

/** The owner's service level on a Saved job's row: when we aim to have applied. */
function DueNote({ job }: { job: TJobRow }) {
  const note = aimToApplyBy(job);
  return note ? <span className="jobs-table__due">{note}</span> : null;
}

interface JobsTableProps {
  rows: TJobRow[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  staff: boolean;
  sort: TJobSort;
  onSort: (column: TJobSortColumn) => void;
  /** The rows are the example job: shown, marked, not clickable. */
  example?: boolean;
  /** Staff: show only this user's jobs (the User cell's filter button); left out, no button. */
  onFilterUser?: (userId: string) => void;
}

export const SORTABLE: readonly { column: TJobSortColumn; label: string }[] = [
  { column: 'id', label: 'ID' },
  { column: 'title', label: 'Job' },
  { column: 'company', label: 'Company' },
  { column: 'status', label: 'Status' },
  { column: 'platform', label: 'Platform' },
  { column: 'dateReceived', label: 'Date Received' },
  { column: 'dateApplied', label: 'Date Applied' },
];

/**
 * The jobs table: sortable columns, staff's Done, User (name, e-mail and
 * the short id, linking to the user) and Interview Secured, Actions; a row opens the job, keeping
 * the list's address for its "Back to jobs". On phones each row is a compact card: title, company,
 * status, dates and unread (jobs.css); the sort is one select above the list.
 */
export function JobsTable({
  rows,
  labelledBy,
  staff,
  sort,
  onSort,
  example = false,
  onFilterUser,
}: JobsTableProps) {
  const navigate = useNavigate();
  const [idHeader, ...restHeaders] = SORTABLE;
  const state: JobDetailState = { jobsListSearch: jobsListSearch(new URLSearchParams(useLocation().search)) };

  return (
    <div className="data-table__wrap">
      <table className="data-table jobs-table" aria-labelledby={labelledBy} data-staff={staff}>
        <thead>
          <tr>
            {staff ? <th scope="col">Done</th> : null}
            {idHeader ? <SortableHeader {...idHeader} sort={sort} onSort={onSort} /> : null}
            {staff ? <th scope="col">User</th> : null}
            {restHeaders.map((header) => (
              <SortableHeader key={header.column} {...header} sort={sort} onSort={onSort} />
            ))}
            {staff ? (
              <th scope="col" className="jobs-table__wrap-head">
                Interview Secured
              </th>
            ) : null}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((job) => {
            const to = toPath(paths.dashboardJob, { jobId: job.id });
            const open = example
              ? undefined
              : () => {
                  void navigate(to, { state });
                };
            return (
              <tr
                key={job.id}
                className="data-table__row jobs-table__row"
                data-clickable={!example}
                data-unread={job.unreadMessages > 0}
                onClick={open}
              >
                {staff ? (
                  <td data-label="Done" className="jobs-table__secondary" onClick={stopPropagation}>
                    <JobToggle job={job} field="reviewed" />
                  </td>
                ) : null}
                <td data-label="ID" className="jobs-table__secondary">
                  <span className="jobs-table__id" title={job.id}>
                    {shortJobId(job.id)}
                  </span>
                </td>
                {staff ? (
                  <td data-label="User" className="jobs-table__user" onClick={stopPropagation}>
                    <JobOwnerCell job={job} onFilterUser={onFilterUser} />
                  </td>
                ) : null}
                <td data-label="Job" className="jobs-table__title">
                  {/* One element, so the phone card's label/value grid keeps it in the value column. */}
                  <span>
                    {job.title}
                    {example ? <span className="jobs-table__example"> {JobsMessages.exampleJob}</span> : null}
                    {job.detailsNeeded ? (
                      <span className="badge jobs-table__details-needed">{JobsMessages.detailsNeeded}</span>
                    ) : null}
                    {job.unreadMessages > 0 ? (
                      <span className="badge jobs-table__unread">{job.unreadMessages} unread</span>
                    ) : null}
                  </span>
                </td>
                <td data-label="Company" className="jobs-table__company">
                  {job.company}
                </td>
                <td data-label="Status" className="jobs-table__status">
                  <span className="job-status" data-status={job.status}>
                    {job.status}
                  </span>
                  {staff || example ? null : <DueNote job={job} />}
                </td>
                <td data-label="Platform" className="jobs-table__secondary">
                  {job.platform}
                </td>
                <td data-label="Date Received" className="jobs-table__date">
                  {formatDate(job.dateReceived)}
                </td>
                <td data-label="Date Applied" className="jobs-table__date">
                  {formatDate(job.dateApplied) || '—'}
                </td>
                {staff ? (
                  <td
                    data-label="Interview Secured"
                    className="jobs-table__secondary"
                    onClick={stopPropagation}
                  >
                    <JobToggle job={job} field="interviewSecured" />
                  </td>
                ) : null}
                <td data-label="Actions" className="jobs-table__secondary" onClick={stopPropagation}>
                  {example ? (
                    '—'
                  ) : (
                    <span className="jobs-table__actions">
                      {/^https?:\/\//i.test(job.url) ? (
                        <a
                          className="button button--secondary button--small"
                          href={job.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`Open the job post (new tab): ${job.title} at ${job.company}`}
                        >
                          Post ↗
                        </a>
                      ) : null}
                      <Link
                        className="button button--secondary button--small"
                        to={to}
                        state={state}
                        aria-label={`View ${job.title} at ${job.company}`}
                      >
                        View
                      </Link>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Staff's User cell: the owner's name (a link to the user) and e-mail, cut with an ellipsis, and
 * the 6-character id; a button narrows the list to that user's jobs. Without the owner (identity
 * did not answer) the id alone, still linking to the user.
 */
function JobOwnerCell({
  job,
  onFilterUser,
}: {
  job: TJobRow;
  onFilterUser?: ((userId: string) => void) | undefined;
}) {
  const owner = job.owner ?? null;
  const name = owner?.fullName ?? owner?.email ?? shortJobId(job.userId);
  return (
    <span className="jobs-table__owner">
      <Link className="jobs-table__owner-name" to={toPath(paths.dashboardUser, { userId: job.userId })}>
        {name}
      </Link>
      {owner ? (
        <span className="jobs-table__owner-email" title={owner.email}>
          {owner.email}
        </span>
      ) : null}
      <span className="jobs-table__owner-meta">
        <span className="jobs-table__id" title={job.userId}>
          {shortJobId(job.userId)}
        </span>
        {onFilterUser ? (
          <button
            className="jobs-table__owner-filter"
            type="button"
            aria-label={`Show only ${name}'s jobs`}
            title="Show only this user's jobs"
            onClick={() => {
              onFilterUser(job.userId);
            }}
          >
            Only these
          </button>
        ) : null}
      </span>
    </span>
  );
}

/** Clicks on a row's controls do their own thing, not open the job. */
function stopPropagation(event: { stopPropagation: () => void }): void {
  event.stopPropagation();
}
