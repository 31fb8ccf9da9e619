import { useLocation, useNavigate } from 'react-router';
import type { TJobRow } from '../jobTypes';
import { jobsListSearch, type TJobSort, type TJobSortColumn } from '../jobsView';
import type { JobDetailState } from '../jobDetailState';
import { JobRow } from './JobRow';
import { SortableHeader } from './SortableHeader';

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
          {rows.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              staff={staff}
              example={example}
              state={state}
              onOpen={(to) => {
                void navigate(to, { state });
              }}
              onFilterUser={onFilterUser}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
