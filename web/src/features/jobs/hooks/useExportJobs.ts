import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { EXPORT_FAILED, saveDownload } from '../../../lib/download';
import { jobsFilterQuery, type JobFilters } from '../jobsView';

/** Staff: downloads jobs-export-{date}.csv for the list's filters (streamed by the server). */
export function useExportJobs() {
  return useMutation({
    mutationFn: async (filters: JobFilters) => {
      const result = await api.GET('/api/jobs/export.csv', {
        params: { query: jobsFilterQuery(filters) },
        parseAs: 'blob',
      });
      saveDownload(unwrap(result), result.response, 'jobs-export.csv');
    },
    onError: (error) => {
      console.error(EXPORT_FAILED, error);
    },
  });
}
