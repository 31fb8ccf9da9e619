import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import { documentPathType } from '../documentPaths';
import type { TJobDocumentType } from '../jobDetailTypes';

// Fetch a new link this long before the old one expires, so a click never lands on a dead one.
const RENEW_BEFORE_EXPIRY_MS = 30_000;
const MIN_RENEW_INTERVAL_MS = 10_000;

/** A short-lived signed link to one of the job's stored documents, renewed before it expires. */
export function useJobDocumentLink(jobId: string, type: TJobDocumentType, stamp: string) {
  return useQuery({
    // The stamp (the document's updatedAt) makes a replaced file get its own link.
    queryKey: [...jobKeys.documentLink(jobId, type), stamp],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/jobs/{id}/documents/{type}/link', {
          signal,
          params: { path: { id: jobId, type: documentPathType(type) } },
        }),
      ),
    refetchInterval: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : Number.NaN;
      if (Number.isNaN(expiresAt)) return false;
      return Math.max(expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS, MIN_RENEW_INTERVAL_MS);
    },
  });
}
