import { jobKeys } from '../jobs/queryKeys';

/**
 * A job's fit sits under the job's detail key, so whatever refreshes the detail (a live
 * job-updated event after a staff edit of the description, a document change) asks for the fit again.
 */
export const fitKeys = {
  fit: (jobId: string) => [...jobKeys.detail(jobId), 'fit'] as const,
};
