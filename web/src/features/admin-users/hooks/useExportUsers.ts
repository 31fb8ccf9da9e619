import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { EXPORT_EXPORTED, EXPORT_FAILED, EXPORT_PREPARING, saveDownload } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { usersExportQuery, type UserFilters } from '../userFilters';

/**
 * Downloads the users CSV for the current filters (a failure reuses the jobs export's
 * message). The server streams it, and a users list fits comfortably in memory. It goes through
 * the typed client, so the session layer refreshes an expired access token as for every other call.
 */
export function useExportUsers() {
  return useMutation({
    // A long action: a loading toast until the file is there, replaced by the outcome.
    onMutate: () => ({ exporting: toast.loading(EXPORT_PREPARING) }),
    onSuccess: (_saved, _filters, context) => {
      context.exporting.success(EXPORT_EXPORTED);
    },
    mutationFn: async (filters: UserFilters) => {
      const result = await api.GET('/api/admin/users/export.csv', {
        params: { query: usersExportQuery(filters) },
        parseAs: 'blob',
      });
      saveDownload(unwrap(result), result.response, 'users-export.csv');
    },
    onError: (error, _filters, context) => {
      console.error(EXPORT_FAILED, error);
      context?.exporting.error(EXPORT_FAILED);
    },
  });
}
