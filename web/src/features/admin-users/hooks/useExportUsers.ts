import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { usersExportQuery, type UserFilters } from '../userFilters';

/** Spec 02 §8: the users export reuses the jobs export's failure message. */
export const EXPORT_FAILED = 'Failed to export jobs. Please try again.';

/** `attachment; filename="users-export-2026-11-22.csv"` → the file name, if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Downloads the users CSV for the current filters. It is fetched first (rather than followed as a
 * link) so a failure can be told to the admin instead of leaving them on an error page; the server
 * streams it, and a users list fits comfortably in memory. It goes through the typed client, so
 * the session layer refreshes an expired access token as for every other call.
 */
export function useExportUsers() {
  return useMutation({
    mutationFn: async (filters: UserFilters) => {
      const result = await api.GET('/api/admin/users/export.csv', {
        params: { query: usersExportQuery(filters) },
        parseAs: 'blob',
      });
      const blob = unwrap(result);
      const { response } = result;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download =
        fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'users-export.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    },
    onError: (error) => {
      console.error(EXPORT_FAILED, error);
    },
  });
}
