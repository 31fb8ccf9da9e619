import type { UserFilters } from '../userFilters';

/** One end of the range: a date input labelled for assistive technology, with its visible word. */
function RangeEnd({
  label,
  word,
  value,
  bounds,
  onValue,
}: {
  label: string;
  word: string;
  value: string;
  bounds: { min?: string; max?: string };
  onValue: (value: string) => void;
}) {
  return (
    <label className="user-filters__date">
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">{word}</span>
      <input
        className="field__control"
        type="date"
        value={value}
        {...bounds}
        onChange={(event) => {
          onValue(event.target.value);
        }}
      />
    </label>
  );
}

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
        <RangeEnd
          label="Subscribed from"
          word="From"
          value={from}
          bounds={{ max: to || undefined }}
          onValue={(value) => {
            onChange({ from: value });
          }}
        />
        <RangeEnd
          label="Subscribed to"
          word="To"
          value={to}
          bounds={{ min: from || undefined }}
          onValue={(value) => {
            onChange({ to: value });
          }}
        />
      </div>
    </fieldset>
  );
}
