import { QUEUE_PLANS, QUEUE_VIEWS, type QueueView } from '../queueView';

interface QueueControlsProps {
  view: QueueView;
  setView: (next: Partial<QueueView>) => void;
}

/** The queue's view buttons (mine, unassigned, all) and its filters: plan, overdue, details needed. */
export function QueueControls({ view, setView }: QueueControlsProps) {
  return (
    <div className="work-queue__controls">
      <div className="work-queue__views" role="group" aria-label="View">
        {QUEUE_VIEWS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="work-queue__view"
            aria-pressed={view.view === option.value}
            onClick={() => setView({ view: option.value })}
          >
            {option.label}
          </button>
        ))}
      </div>
      <label className="work-queue__filter">
        <span>Plan</span>
        <select
          value={view.plan ?? ''}
          onChange={(event) => setView({ plan: QUEUE_PLANS.find((plan) => plan === event.target.value) })}
        >
          <option value="">All plans</option>
          {QUEUE_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {plan}
            </option>
          ))}
        </select>
      </label>
      <label className="work-queue__check">
        <input
          type="checkbox"
          checked={view.overdue}
          onChange={(event) => setView({ overdue: event.target.checked })}
        />
        Overdue
      </label>
      <label className="work-queue__check">
        <input
          type="checkbox"
          checked={view.detailsNeeded}
          onChange={(event) => setView({ detailsNeeded: event.target.checked })}
        />
        Details needed
      </label>
    </div>
  );
}
