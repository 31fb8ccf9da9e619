import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { Spinner } from '../../../components/Spinner';
import { exampleJob } from '../exampleJob';
import { useJobs } from '../hooks/useJobs';
import { JobsMessages } from '../jobsMessages';
import {
  EMPTY_JOB_FILTERS,
  hasActiveFilters,
  jobsViewFromSearchParams,
  jobsViewToSearchParams,
  nextSort,
  sortFromOptionValue,
  sortOptionValue,
  type JobFilters,
  type JobsView,
  type TJobSortColumn,
} from '../jobsView';
import { JobFiltersPanel } from './JobFiltersPanel';
import { JobStatusCounts } from './JobStatusCounts';
import { JobsTable, SORTABLE } from './JobsTable';
import '../jobs.css';

/**
 * The jobs list: `My Jobs` for users, `Jobs` (every user's) for staff,
 * filtered, sorted and paged on the server, its filters and order kept in the URL.
 */
export function JobsList({ staff }: { staff: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => jobsViewFromSearchParams(searchParams), [searchParams]);
  const filtering = hasActiveFilters(view.filters);
  const [filtersOpen, setFiltersOpen] = useState(filtering);
  const jobs = useJobs(view);
  const headingId = useId();
  const panelId = useId();

  // Applied to the URL as it is then, so a late debounced filter keeps a status picked meanwhile.
  const setView = (change: (current: JobsView) => JobsView) => {
    setSearchParams((current) => jobsViewToSearchParams(change(jobsViewFromSearchParams(current))), {
      replace: true,
    });
  };
  const setFilters = (patch: Partial<JobFilters>) => {
    setView((current) => ({ ...current, filters: { ...current.filters, ...patch } }));
  };
  const onSort = (column: TJobSortColumn) => {
    setView((current) => ({ ...current, sort: nextSort(current.sort, column) }));
  };
  const onFilterUser = staff
    ? (userId: string) => {
        setFilters({ userId });
      }
    : undefined;

  const rows = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const showExample = !staff && !filtering && jobs.isSuccess && rows.length === 0;
  const filteredOwner = view.filters.userId
    ? (rows.find((row) => row.userId === view.filters.userId)?.owner ?? null)
    : null;

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
        <div className="jobs-list__order">
          {/* Phones: the sort is one select (the column headers are cards there). */}
          <span className="jobs-list__sort-select">
            <select
              aria-label={JobsMessages.sortBy}
              className="field__control field__control--select"
              value={sortOptionValue(view.sort)}
              onChange={(event) => {
                const sort = sortFromOptionValue(event.target.value);
                setView((current) => ({ ...current, sort }));
              }}
            >
              <option value="">{JobsMessages.defaultOrder}</option>
              {SORTABLE.flatMap(({ column, label }) => [
                <option key={`${column}:desc`} value={`${column}:desc`}>
                  {`${label} ↓`}
                </option>,
                <option key={`${column}:asc`} value={`${column}:asc`}>
                  {`${label} ↑`}
                </option>,
              ])}
            </select>
          </span>
          {view.sort ? (
            <button
              className="button button--secondary button--small jobs-list__reset-sort"
              type="button"
              onClick={() => {
                setView((current) => ({ ...current, sort: null }));
              }}
            >
              {JobsMessages.defaultOrder}
            </button>
          ) : null}
        </div>
      </div>

      {staff && view.filters.userId ? (
        <p className="jobs-list__user-filter">
          {JobsMessages.onlyUser(
            filteredOwner?.fullName ?? filteredOwner?.email ?? view.filters.userId.slice(0, 6),
          )}{' '}
          <button
            className="button button--secondary button--small"
            type="button"
            onClick={() => {
              setFilters({ userId: '' });
            }}
          >
            {JobsMessages.allUsers}
          </button>
        </p>
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

      {jobs.isPending ? (
        <Spinner label="Loading jobs…" />
      ) : !jobs.data ? (
        <div className="jobs-list__error" role="alert">
          <h3>{JobsMessages.loadErrorTitle}</h3>
          <p>{JobsMessages.loadError}</p>
          <button className="button button--primary" type="button" onClick={() => void jobs.refetch()}>
            {JobsMessages.retry}
          </button>
        </div>
      ) : showExample ? (
        <JobsTable
          rows={[exampleJob(new Date())]}
          labelledBy={headingId}
          staff={false}
          sort={view.sort}
          onSort={onSort}
          example
        />
      ) : rows.length === 0 ? (
        <p className="empty-note">{JobsMessages.empty}</p>
      ) : (
        <>
          <JobsTable
            rows={rows}
            labelledBy={headingId}
            staff={staff}
            sort={view.sort}
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
      )}
    </section>
  );
}
