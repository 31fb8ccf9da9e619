import type { UserFilters } from '../userFilters';

/** The Subscription Date Range filter: from and to, each bounding the other. */
export function SubscriptionDateRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (patch: Partial<Pick<UserFilters, 'from' | 'to'>>) => void;
}) {
  return (
    <fieldset className="user-filters__range">
      <legend className="field__label">Subscription Date Range</legend>
      <div className="user-filters__dates">
        <label className="user-filters__date">
          <span className="visually-hidden">Subscribed from</span>
          <span aria-hidden="true">From</span>
          <input
            className="field__control"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => {
              onChange({ from: event.target.value });
            }}
          />
        </label>
        <label className="user-filters__date">
          <span className="visually-hidden">Subscribed to</span>
          <span aria-hidden="true">To</span>
          <input
            className="field__control"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => {
              onChange({ to: event.target.value });
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}
