import { FollowUpTexts as Texts } from '../followUpTexts';
import { useFollowUpsDue } from '../hooks/useFollowUpsDue';
import { FollowUpsDue } from './FollowUpsDue';

/** The queue's tab buttons: the work queue, and "Follow-ups due" with how many wait. */
export function QueueTabs({
  followUps,
  onChange,
}: {
  followUps: boolean;
  onChange: (followUps: boolean) => void;
}) {
  const due = useFollowUpsDue();
  return (
    <div className="work-queue__views" role="group" aria-label="Queue">
      <button
        type="button"
        className="work-queue__view"
        aria-pressed={!followUps}
        onClick={() => onChange(false)}
      >
        {Texts.queue}
      </button>
      <button
        type="button"
        className="work-queue__view"
        aria-pressed={followUps}
        onClick={() => onChange(true)}
      >
        {due.data ? Texts.tabWithCount(due.data.total) : Texts.tab}
      </button>
    </div>
  );
}

/** The "Follow-ups due" tab's content. */
export function FollowUpsTab() {
  const due = useFollowUpsDue();
  return (
    <FollowUpsDue
      list={due.data}
      isPending={due.isPending}
      error={due.error}
      retry={() => void due.refetch()}
    />
  );
}
