import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { SubmissionKey } from '../../../lib/api/submission-key';
import { unwrap } from '../../../lib/api/unwrap';
import { billingKeys } from '../../subscription/queryKeys';
import { jobKeys } from '../queryKeys';

/**
 * Imports a job from its link. On success the jobs list and this period's usage (the dashboard's
 * ring, the subscription page) are asked again, so they show the job without a reload. Each
 * import carries an Idempotency-Key; Import pressed again for the same link after a lost
 * connection or a server fault sends the same key, so the job is saved once.
 */
export function useImportJob() {
  const queryClient = useQueryClient();
  const [submission] = useState(() => new SubmissionKey());
  return useMutation({
    mutationFn: async (url: string) => {
      const headers = { 'Idempotency-Key': submission.keyFor(url) };
      return unwrap(await api.POST('/api/jobs', { body: { url }, params: { header: headers } })).job;
    },
    onSettled: (_data, error) => submission.settle(error),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]),
  });
}
