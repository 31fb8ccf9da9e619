import { shortJobId } from '@hirerelay/domain';
import { Link, useNavigate } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { JobsMessages } from '../jobsMessages';
import type { TJobRow } from '../jobTypes';
import type { TJobSort, TJobSortColumn } from '../jobsView';
import { JobToggle } from './JobToggle';
import { SortableHeader } from './SortableHeader';
import { formatDate } from '../../../lib/dates';

interface JobsTableProps {
  rows: TJobRow[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  staff: boolean;
  sort: TJobSort;
  onSort: (column: TJobSortColumn) => void;
  /** The rows are the example job: shown, marked, not clickable. */
  example?: boolean;
}

const SORTABLE: readonly { column: TJobSortColumn; label: string }[] = [
  { column: 'id', label: 'ID' },
  { column: 'title', label: 'Job' },
  { column: 'company', label: 'Company' },
  { column: 'status', label: 'Status' },
  { column: 'platform', label: 'Platform' },
  { column: 'dateReceived', label: 'Date Received' },
  { column: 'dateApplied', label: 'Date Applied' },
];

/**
 * The jobs table (spec 02 §2 "Jobs list"): sortable columns, staff's Done, USER ID and Interview
 * Secured, Actions; a row opens the job. On phones each row is a card (data-table.css).
 */
export function JobsTable({ rows, labelledBy, staff, sort, onSort, example = false }: JobsTableProps) {
  const navigate = useNavigate();
  const [idHeader, ...restHeaders] = SORTABLE;

  return (
    <div className="data-table__wrap">
      <table className="data-table jobs-table" aria-labelledby={labelledBy} data-staff={staff}>
        <thead>
          <tr>
            {staff ? <th scope="col">Done</th> : null}
            {idHeader ? <SortableHeader {...idHeader} sort={sort} onSort={onSort} /> : null}
            {staff ? <th scope="col">USER ID</th> : null}
            {restHeaders.map((header) => (
              <SortableHeader key={header.column} {...header} sort={sort} onSort={onSort} />
            ))}
            {staff ? <th scope="col">Interview Secured</th> : null}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((job) => {
            const to = toPath(paths.dashboardJob, { jobId: job.id });
            const open = example
              ? undefined
              : () => {
                  void navigate(to);
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
                  <td data-label="Done" onClick={stopPropagation}>
                    <JobToggle job={job} field="reviewed" />
                  </td>
                ) : null}
                <td data-label="ID">
                  <span className="jobs-table__id" title={job.id}>
                    {shortJobId(job.id)}
                  </span>
                </td>
                {staff ? (
                  <td data-label="USER ID">
                    <span className="jobs-table__id" title={job.userId}>
                      {shortJobId(job.userId)}
                    </span>
                  </td>
                ) : null}
                <td data-label="Job" className="jobs-table__title">
                  {/* One element, so the phone card's label/value grid keeps it in the value column. */}
                  <span>
                    {job.title}
                    {example ? <span className="jobs-table__example"> {JobsMessages.exampleJob}</span> : null}
                    {job.unreadMessages > 0 ? (
                      <span className="badge jobs-table__unread">{job.unreadMessages} unread</span>
                    ) : null}
                  </span>
                </td>
                <td data-label="Company">{job.company}</td>
                <td data-label="Status">
                  <span className="job-status" data-status={job.status}>
                    {job.status}
                  </span>
                </td>
                <td data-label="Platform">{job.platform}</td>
                <td data-label="Date Received">{formatDate(job.dateReceived)}</td>
                <td data-label="Date Applied">{formatDate(job.dateApplied) || '—'}</td>
                {staff ? (
                  <td data-label="Interview Secured" onClick={stopPropagation}>
                    <JobToggle job={job} field="interviewSecured" />
                  </td>
                ) : null}
                <td data-label="Actions" onClick={stopPropagation}>
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

/** Clicks on a row's controls do their own thing, not open the job. */
function stopPropagation(event: { stopPropagation: () => void }): void {
  event.stopPropagation();
}
