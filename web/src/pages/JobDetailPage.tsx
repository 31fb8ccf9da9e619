import type { QueryClient } from '@tanstack/react-query';
import { useParams, type Params } from 'react-router';
import { JobDetail } from '../features/job-detail/components/JobDetail';
import { jobQuery } from '../features/job-detail/hooks/useJob';
import { jobIdProblem } from '../features/job-detail/jobLoadError';

/** /dashboard/jobs/:jobId: the owner's job, or any job for staff. */
export function JobDetailPage() {
  const { jobId } = useParams();
  // Another job starts a fresh page (its own form, tab and chat draft).
  return <JobDetail key={jobId} jobId={jobId} />;
}

/**
 * The job a page opened at its address shows: asked for beside the session check (app/router.tsx,
 * preloadPagesFor), not after it, so its title paints one round trip sooner.
 */
export function prefetchJobDetailPage(queryClient: QueryClient, { jobId }: Params): void {
  if (jobId === undefined || jobIdProblem(jobId) !== null) return;
  void queryClient.prefetchQuery(jobQuery(jobId));
}
