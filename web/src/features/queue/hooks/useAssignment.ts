import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/unwrap';
import { jobKeys } from '../../jobs/queryKeys';
import type { TJobAssignment, TJobAssignmentView, TStaffPage } from '../queueTypes';

/** Who owns a job and its staff-only history. */
export function useJobAssignment(jobId: string) {
  return useQuery({
    queryKey: jobKeys.assignment(jobId),
    queryFn: async ({ signal }): Promise<TJobAssignmentView> =>
      unwrap(await api.GET('/api/jobs/{id}/assignment', { signal, params: { path: { id: jobId } } })),
  });
}

/** How many staff members the picker lists at a time: typing a name or e-mail finds the others. */
export const STAFF_PAGE_SIZE = 20;

/**
 * The staff members a job can be given to, by name: the first page of those whose name or e-mail
 * contains `search` (all of them when empty). Asked when the picker is open; identity searches.
 */
export function useStaffMembers(enabled: boolean, search: string) {
  return useQuery({
    queryKey: [...jobKeys.staff, search],
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<TStaffPage> =>
      unwrap(
        await api.GET('/api/staff', {
          signal,
          params: { query: { limit: STAFF_PAGE_SIZE, ...(search ? { search } : {}) } },
        }),
      ),
  });
}

export type AssignmentChange =
  { kind: 'claim' } | { kind: 'unclaim' } | { kind: 'assign'; assigneeId: string };

/** Claim, assign or unclaim a job; the queue and the job's assignment are asked for again. */
export function useChangeAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      jobId,
      change,
    }: {
      jobId: string;
      change: AssignmentChange;
    }): Promise<TJobAssignment> => {
      const params = { path: { id: jobId } };
      switch (change.kind) {
        case 'claim':
          return unwrap(await api.POST('/api/jobs/{id}/claim', { params }));
        case 'unclaim':
          return unwrap(await api.POST('/api/jobs/{id}/unclaim', { params }));
        case 'assign':
          return unwrap(
            await api.POST('/api/jobs/{id}/assign', { params, body: { assigneeId: change.assigneeId } }),
          );
      }
    },
    onSettled: (_data, _error, { jobId }) => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.queues });
      void queryClient.invalidateQueries({ queryKey: jobKeys.assignment(jobId) });
    },
  });
}
