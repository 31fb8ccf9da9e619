import { PageMeta } from '../components/PageMeta';
import { lazy, Suspense } from 'react';
import { WorkQueue } from '../features/queue/components/WorkQueue';

// Staff's unmatched employer replies (issue 29), below the queue: loaded after it.
const UnmatchedReplies = lazy(() =>
  import('../features/job-replies/components/UnmatchedReplies').then((m) => ({
    default: m.UnmatchedReplies,
  })),
);

/** /dashboard/queue (staff only): where staff land after signing in. */
export function QueuePage() {
  return (
    <div className="container work-queue-page">
      <PageMeta title="Work queue" />
      <WorkQueue />
      <Suspense fallback={null}>
        <UnmatchedReplies />
      </Suspense>
    </div>
  );
}
