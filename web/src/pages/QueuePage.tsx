import { PageMeta } from '../components/PageMeta';
import { WorkQueue } from '../features/queue/components/WorkQueue';

/** /dashboard/queue (staff only): where staff land after signing in. */
export function QueuePage() {
  return (
    <div className="container work-queue-page">
      <PageMeta title="Work queue" />
      <WorkQueue />
    </div>
  );
}
