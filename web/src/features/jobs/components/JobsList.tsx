import { useId, useState } from 'react';
import { useJobs } from '../hooks/useJobs';
import { useJobsView } from '../hooks/useJobsView';
import { JobsMessages } from '../jobsMessages';
import { EMPTY_JOB_FILTERS, hasActiveFilters } from '../jobsView';
import { JobFiltersPanel } from './JobFiltersPanel';
import { JobsListBody } from './JobsListBody';
import { JobsOrder } from './JobsOrder';
import { JobStatusCounts } from './JobStatusCounts';
import { JobsUserFilterNote } from './JobsUserFilterNote';
import '../jobs.css';

/**
 * The jobs list: `My Jobs` for users, `Jobs` (every user's) for staff,
 * filtered, sorted and paged on the server, its filters and order kept in the URL.
 */
export function JobsList({ staff }: { staff: boolean }) {
  const { view, setView, setFilters, onSort } = useJobsView();
  const filtering = hasActiveFilters(view.filters);
  const [filtersOpen, setFiltersOpen] = useState(filtering);
  const jobs = useJobs(view);
  const headingId = useId();
  const panelId = useId();

  const rows = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const filteredUserId = staff ? view.filters.userId : '';

  return (
    <section className="jobs-list" aria-labelledby={headingId}>
      <div className="jobs-list__head">
        <h2 id={headingId} className="jobs-list__title">
          {staff ? JobsMessages.staffJobs : JobsMessages.myJobs}
        </h2>
        <button
          className="button button--secondary"
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => {
            setFiltersOpen((open) => !open);
          }}
        >
          {JobsMessages.filters}
          {filtering ? <span className="jobs-list__filtering"> (on)</span> : null}
        </button>
      </div>

      <div className="jobs-list__bar">
        <JobStatusCounts
          filters={view.filters}
          onStatus={(status) => {
            setFilters({ status });
          }}
        />
        <JobsOrder
          sort={view.sort}
          onSort={(sort) => {
            setView((current) => ({ ...current, sort }));
          }}
        />
      </div>

      {filteredUserId ? (
        <JobsUserFilterNote
          userId={filteredUserId}
          owner={rows.find((row) => row.userId === filteredUserId)?.owner ?? null}
          onAllUsers={() => {
            setFilters({ userId: '' });
          }}
        />
      ) : null}

      {filtersOpen ? (
        <JobFiltersPanel
          id={panelId}
          staff={staff}
          filters={view.filters}
          onChange={setFilters}
          onClear={() => {
            setFilters(EMPTY_JOB_FILTERS);
          }}
        />
      ) : null}

      <JobsListBody
        jobs={jobs}
        rows={rows}
        showExample={!staff && !filtering && jobs.isSuccess && rows.length === 0}
        labelledBy={headingId}
        staff={staff}
        sort={view.sort}
        onSort={onSort}
        onFilterUser={
          staff
            ? (userId) => {
                setFilters({ userId });
              }
            : undefined
        }
      />
    </section>
  );
}
