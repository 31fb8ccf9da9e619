import { jobKeys } from '../jobs/queryKeys';

/**
 * A job's replies sit under the job's detail key, so a live job-updated event (a reply matched, a
 * status confirmed) asks for them again. Staff's unmatched list sits under the queue's key, so
 * whatever refreshes the queue refreshes it.
 */
export const replyKeys = {
  ofJob: (jobId: string) => [...jobKeys.detail(jobId), 'replies'] as const,
  unmatched: [...jobKeys.queues, 'unmatched-replies'] as const,
  candidates: (replyId: string) => ['jobs', 'reply-candidates', replyId] as const,
};
