import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { Spinner } from '../../../components/Spinner';
import { JobsTable } from '../../jobs/components/JobsTable';
import { useJobs } from '../../jobs/hooks/useJobs';
import { JobsMessages } from '../../jobs/jobsMessages';
import {
  EMPTY_JOB_FILTERS,
  jobsViewToSearchParams,
  nextSort,
  type JobsView,
  type TJobSort,
} from '../../jobs/jobsView';
import '../../jobs/jobs.css';

/** The user detail's list of that user's jobs (staff): the jobs table filtered to them. */
export function UserJobs({ userId }: { userId: string }) {
  const [sort, setSort] = useState<TJobSort>(null);
  const view: JobsView = { filters: { ...EMPTY_JOB_FILTERS, userId }, sort };
  const jobs = useJobs(view);
  const headingId = useId();
  const rows = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="user-jobs" aria-labelledby={headingId}>
      <div className="jobs-list__head">
        <h2 id={headingId} className="jobs-list__title">
          Jobs
        </h2>
        <Link
          className="button button--secondary button--small"
          to={`${paths.dashboard}?${jobsViewToSearchParams(view).toString()}`}
        >
          Open in the jobs list
        </Link>
      </div>
      {jobs.isPending ? (
        <Spinner label="Loading jobs…" />
      ) : !jobs.data ? (
        <p className="jobs-list__inline-error" role="alert">
          {JobsMessages.loadError}
        </p>
      ) : rows.length === 0 ? (
        <p className="empty-note">This user has no jobs yet.</p>
      ) : (
        <>
          <JobsTable
            rows={rows}
            labelledBy={headingId}
            staff
            sort={sort}
            onSort={(column) => {
              setSort((current) => nextSort(current, column));
            }}
          />
          <LoadMoreButton pages={jobs} className="jobs-list__more" />
        </>
      )}
    </section>
  );
}
