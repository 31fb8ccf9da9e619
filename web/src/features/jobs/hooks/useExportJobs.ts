import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { EXPORT_EXPORTED, EXPORT_FAILED, EXPORT_PREPARING, saveDownload } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { jobsFilterQuery, type JobFilters } from '../jobsView';

/** Staff: downloads jobs-export-{date}.csv for the list's filters (streamed by the server). */
export function useExportJobs() {
  return useMutation({
    // A long action: a loading toast until the file is there, replaced by the outcome.
    onMutate: () => ({ exporting: toast.loading(EXPORT_PREPARING) }),
    onSuccess: (_saved, _filters, context) => {
      context.exporting.success(EXPORT_EXPORTED);
    },
    mutationFn: async (filters: JobFilters) => {
      const result = await api.GET('/api/jobs/export.csv', {
        params: { query: jobsFilterQuery(filters) },
        parseAs: 'blob',
      });
      saveDownload(unwrap(result), result.response, 'jobs-export.csv');
    },
    onError: (error, _filters, context) => {
      console.error(EXPORT_FAILED, error);
      context?.exporting.error(EXPORT_FAILED);
    },
  });
}
