import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { errorMessage } from '../../../lib/api/errors';
import { useQueue } from '../hooks/useQueue';
import { queueViewOf, queueViewToSearch, type QueueView } from '../queueView';
import { FollowUpsTab, QueueTabs } from '../../follow-ups/components/FollowUpsTab';
import { QueueControls } from './QueueControls';
import { QueueTable } from './QueueTable';
import '../queue.css';

/**
 * Staff's work queue: the jobs that need a person, in the order they must be done
 * (overdue first, then by due time; customers waiting in chat by the message's age). Views mine,
 * unassigned and all, filters by plan, overdue and details needed, all in the address. The rows
 * update live (imports, claims, Applied) through the dashboard's event stream. Keyboard: ↑/↓ or
 * j/k move between rows, Enter opens the job, c claims it.
 */
export function WorkQueue() {
  const [search, setSearch] = useSearchParams();
  const view = queueViewOf(search);
  const setView = (next: Partial<QueueView>) =>
    setSearch(queueViewToSearch({ ...view, ...next }), { replace: true });
  // `?tab=follow-ups`: the quiet applications whose follow-up waits (issue 29), instead of the queue.
  const followUps = search.get('tab') === 'follow-ups';
  const queue = useQueue(view);
  const rows = useMemo(() => queue.data?.pages.flatMap((page) => page.items) ?? [], [queue.data]);

  return (
    <section className="work-queue" aria-labelledby="work-queue-title">
      <div className="work-queue__head">
        <h1 id="work-queue-title" className="work-queue__title">
          Work queue
        </h1>
        <p className="work-queue__hint">
          <kbd>↑</kbd>
          <kbd>↓</kbd> move · <kbd>Enter</kbd> open · <kbd>c</kbd> claim
        </p>
      </div>
      <QueueTabs
        followUps={followUps}
        onChange={(next) =>
          setSearch(next ? { tab: 'follow-ups' } : queueViewToSearch(view), { replace: true })
        }
      />
      {followUps ? <FollowUpsTab /> : <QueueControls view={view} setView={setView} />}

      {followUps ? null : queue.isPending ? (
        <p className="empty-note" role="status">
          Loading the queue…
        </p>
      ) : queue.isError ? (
        <p className="empty-note" role="alert">
          {errorMessage(queue.error, 'Could not load the queue.')}{' '}
          <button type="button" className="button button--secondary" onClick={() => void queue.refetch()}>
            Try again
          </button>
        </p>
      ) : rows.length === 0 ? (
        <p className="empty-note">Nothing waiting here. Well done.</p>
      ) : (
        <QueueTable rows={rows} />
      )}
      {followUps ? null : <LoadMoreButton pages={queue} className="work-queue__more" />}
    </section>
  );
}
