import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  jobsViewFromSearchParams,
  jobsViewToSearchParams,
  nextSort,
  type JobFilters,
  type JobsView,
  type TJobSortColumn,
} from '../jobsView';

/** The jobs list's view (filters and order) kept in the URL, and the ways to change it. */
export function useJobsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => jobsViewFromSearchParams(searchParams), [searchParams]);

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
  return { view, setView, setFilters, onSort };
}
