import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { EXPORT_FAILED, saveDownload } from '../../../lib/download';
import { usersExportQuery, type UserFilters } from '../userFilters';

/**
 * Downloads the users CSV for the current filters (spec 02 §8: a failure reuses the jobs export's
 * message). The server streams it, and a users list fits comfortably in memory. It goes through
 * the typed client, so the session layer refreshes an expired access token as for every other call.
 */
export function useExportUsers() {
  return useMutation({
    mutationFn: async (filters: UserFilters) => {
      const result = await api.GET('/api/admin/users/export.csv', {
        params: { query: usersExportQuery(filters) },
        parseAs: 'blob',
      });
      saveDownload(unwrap(result), result.response, 'users-export.csv');
    },
    onError: (error) => {
      console.error(EXPORT_FAILED, error);
    },
  });
}
