import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobsFilterQuery, type JobFilters } from '../jobsView';
import { jobKeys } from '../queryKeys';

/**
 * How many of the caller's jobs (every job for staff) have each status under the list's filters;
 * the status filter is left out, so each status keeps its count beside the chosen one.
 */
export function useJobStatusCounts(filters: JobFilters) {
  const query = { ...jobsFilterQuery(filters), status: undefined };
  return useQuery({
    queryKey: jobKeys.statusCounts(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/jobs/status-counts', { signal, params: { query } })),
  });
}
