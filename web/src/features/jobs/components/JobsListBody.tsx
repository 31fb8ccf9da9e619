import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { Spinner } from '../../../components/Spinner';
import { exampleJob } from '../exampleJob';
import type { useJobs } from '../hooks/useJobs';
import type { TJobRow } from '../jobTypes';
import { JobsMessages } from '../jobsMessages';
import type { JobsView, TJobSortColumn } from '../jobsView';
import { JobsTable } from './JobsTable';

interface JobsListBodyProps {
  jobs: ReturnType<typeof useJobs>;
  rows: TJobRow[];
  /** A new user with nothing filtered and no job yet sees an example row instead. */
  showExample: boolean;
  labelledBy: string;
  staff: boolean;
  sort: JobsView['sort'];
  onSort: (column: TJobSortColumn) => void;
  onFilterUser?: (userId: string) => void;
}

/** The list's table in each of its states: loading, failed, the example, empty, or pages of rows. */
export function JobsListBody({
  jobs,
  rows,
  showExample,
  labelledBy,
  staff,
  sort,
  onSort,
  onFilterUser,
}: JobsListBodyProps) {
  if (jobs.isPending) return <Spinner label="Loading jobs…" />;
  if (!jobs.data) {
    return (
      <div className="jobs-list__error" role="alert">
        <h3>{JobsMessages.loadErrorTitle}</h3>
        <p>{JobsMessages.loadError}</p>
        <button className="button button--primary" type="button" onClick={() => void jobs.refetch()}>
          {JobsMessages.retry}
        </button>
      </div>
    );
  }
  if (showExample) {
    return (
      <JobsTable
        rows={[exampleJob(new Date())]}
        labelledBy={labelledBy}
        staff={false}
        sort={sort}
        onSort={onSort}
        example
      />
    );
  }
  if (rows.length === 0) return <p className="empty-note">{JobsMessages.empty}</p>;
  return (
    <>
      <JobsTable
        rows={rows}
        labelledBy={labelledBy}
        staff={staff}
        sort={sort}
        onSort={onSort}
        onFilterUser={onFilterUser}
      />
      <LoadMoreButton pages={jobs} className="jobs-list__more" />
      {jobs.isFetchNextPageError ? (
        <p className="jobs-list__inline-error" role="alert">
          {JobsMessages.loadMoreError}
        </p>
      ) : null}
    </>
  );
}
