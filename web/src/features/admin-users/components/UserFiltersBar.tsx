import { ACCOUNT_STATUSES, PLAN_NAMES } from '@hirerelay/domain';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_SEARCH_LENGTH, type UserFilters } from '../userFilters';

const SEARCH_DEBOUNCE_MS = 300;

/** Search, status, plan and date filters; the search is sent once typing pauses. */
export function UserFiltersBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (patch: Partial<UserFilters>) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const [lastSent, setLastSent] = useState(filters.search);
  const [urlSearch, setUrlSearch] = useState(filters.search);
  const timer = useRef<number | undefined>(undefined);

  // The URL is the source of truth: follow it when it changes from elsewhere (Back, a link),
  // but not when it merely catches up with what was typed.
  if (filters.search !== urlSearch) {
    setUrlSearch(filters.search);
    if (filters.search !== lastSent) {
      setSearch(filters.search);
      setLastSent(filters.search);
    }
  }

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  // Debounce typing so each keystroke does not start a request.
  const onSearch = (value: string) => {
    setSearch(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setLastSent(value.trim());
      onChange({ search: value });
    }, SEARCH_DEBOUNCE_MS);
  };

  const update =
    (key: Exclude<keyof UserFilters, 'search'>) =>
    (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
      onChange({ [key]: event.target.value });
    };

  return (
    <div className="filters-panel user-filters" role="search" aria-label="Filter users">
      <div className="field user-filters__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          Search
        </label>
        <input
          id={`${id}-search`}
          className="field__control"
          type="search"
          placeholder="Search users, plans, status..."
          maxLength={MAX_SEARCH_LENGTH}
          value={search}
          onChange={(event) => {
            onSearch(event.target.value);
          }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className="field__control field__control--select"
          value={filters.status}
          onChange={update('status')}
        >
          <option value="">All</option>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status[0]?.toUpperCase()}
              {status.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-plan`}>
          Plan Type
        </label>
        <select
          id={`${id}-plan`}
          className="field__control field__control--select"
          value={filters.planType}
          onChange={update('planType')}
        >
          <option value="">All</option>
          {PLAN_NAMES.map((plan) => (
            <option key={plan} value={plan}>
              {plan}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="user-filters__range">
        <legend className="field__label">Subscription Date Range</legend>
        <div className="user-filters__dates">
          <label className="user-filters__date">
            <span className="visually-hidden">Subscribed from</span>
            <span aria-hidden="true">From</span>
            <input
              className="field__control"
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={update('from')}
            />
          </label>
          <label className="user-filters__date">
            <span className="visually-hidden">Subscribed to</span>
            <span aria-hidden="true">To</span>
            <input
              className="field__control"
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={update('to')}
            />
          </label>
        </div>
      </fieldset>
    </div>
  );
}
