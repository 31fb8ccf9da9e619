import { JOB_STATUSES } from '@hirerelay/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { JobsMessages } from '../jobsMessages';
import {
  MAX_JOB_ID_FILTER_LENGTH,
  MAX_JOB_SEARCH_LENGTH,
  platformOptions,
  type JobFilters,
} from '../jobsView';

const TYPING_DEBOUNCE_MS = 300;
type TTypedFilter = 'jobId' | 'platform' | 'search';
type TPickedFilters = Pick<JobFilters, 'status' | 'platform' | 'receivedFrom' | 'detailsNeeded'>;

interface JobFiltersPanelProps {
  id: string;
  /** Staff see their own filters too (`details needed`). */
  staff?: boolean;
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
  onClear: () => void;
}

/**
 * The Filters panel: ID, Status, Platform, Date Received (from), the search box and
 * Clear. Typed filters are sent once typing pauses; the URL stays the source of truth.
 */
export function JobFiltersPanel({ id, staff = false, filters, onChange, onClear }: JobFiltersPanelProps) {
  const fieldId = useId();
  const typed = useTypedFilters(filters, onChange);
  const picked = usePickedFilters(filters, onChange);

  return (
    <div id={id} className="filters-panel job-filters" role="search" aria-label="Filter jobs">
      <div className="field job-filters__search">
        <label className="field__label" htmlFor={`${fieldId}-search`}>
          Search
        </label>
        <input
          id={`${fieldId}-search`}
          className="field__control"
          type="search"
          placeholder="Search jobs or companies..."
          maxLength={MAX_JOB_SEARCH_LENGTH}
          value={typed.values.search}
          onChange={(event) => {
            typed.set('search', event.target.value);
          }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${fieldId}-id`}>
          ID
        </label>
        <input
          id={`${fieldId}-id`}
          className="field__control"
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_JOB_ID_FILTER_LENGTH}
          value={typed.values.jobId}
          onChange={(event) => {
            typed.set('jobId', event.target.value);
          }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${fieldId}-status`}>
          Status
        </label>
        <select
          id={`${fieldId}-status`}
          className="field__control field__control--select"
          value={picked.values.status}
          onChange={(event) => {
            picked.set({ status: event.target.value as JobFilters['status'] });
          }}
        >
          <option value="">All</option>
          {JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${fieldId}-platform`}>
          Platform
        </label>
        <select
          id={`${fieldId}-platform`}
          className="field__control field__control--select"
          value={picked.values.platform}
          onChange={(event) => {
            picked.set({ platform: event.target.value });
          }}
        >
          <option value="">All</option>
          {platformOptions(picked.values.platform).map((platform) => (
            <option key={platform} value={platform}>
              {platform}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${fieldId}-from`}>
          Date Received (from)
        </label>
        <input
          id={`${fieldId}-from`}
          className="field__control"
          type="date"
          value={picked.values.receivedFrom}
          onChange={(event) => {
            picked.set({ receivedFrom: event.target.value });
          }}
        />
      </div>
      {staff ? (
        <CheckboxField
          className="job-filters__flag"
          label={JobsMessages.detailsNeededFilter}
          checked={picked.values.detailsNeeded}
          onChange={(event) => {
            picked.set({ detailsNeeded: event.target.checked });
          }}
        />
      ) : null}
      <div className="job-filters__clear">
        <button
          className="button button--secondary"
          type="button"
          onClick={() => {
            typed.reset();
            picked.reset();
            onClear();
          }}
        >
          {JobsMessages.clear}
        </button>
      </div>
    </div>
  );
}

/**
 * The filters picked in one go (the selects, the date, staff's box). The URL changes in a transition
 * (React Router), so a control held to the URL alone springs back to its old value as the click ends
 * and shows the pick only when the URL's render lands: it shows the pick at once, and follows the
 * URL when that changes (its own pick arriving, or Back, Clear, a link).
 */
function usePickedFilters(filters: JobFilters, onChange: (patch: Partial<JobFilters>) => void) {
  const fromUrl: TPickedFilters = {
    status: filters.status,
    platform: filters.platform,
    receivedFrom: filters.receivedFrom,
    detailsNeeded: filters.detailsNeeded,
  };
  const [values, setValues] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if ((Object.keys(fromUrl) as (keyof TPickedFilters)[]).some((key) => fromUrl[key] !== seen[key])) {
    setSeen(fromUrl);
    setValues(fromUrl);
  }

  return {
    values,
    set(patch: Partial<TPickedFilters>) {
      setValues((current) => ({ ...current, ...patch }));
      onChange(patch);
    },
    reset() {
      setValues({ status: '', platform: '', receivedFrom: '', detailsNeeded: false });
    },
  };
}

/**
 * The typed filters' inputs: what is typed shows at once and reaches the URL once typing pauses;
 * a change of the URL from elsewhere (Back, Clear, a link) replaces what the inputs hold.
 */
function useTypedFilters(filters: JobFilters, onChange: (patch: Partial<JobFilters>) => void) {
  const fromUrl = { jobId: filters.jobId, platform: filters.platform, search: filters.search };
  const [values, setValues] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  const timers = useRef<Partial<Record<TTypedFilter, number>>>({});

  const urlChanged = (Object.keys(fromUrl) as TTypedFilter[]).filter((key) => fromUrl[key] !== seen[key]);
  if (urlChanged.length > 0) {
    setSeen(fromUrl);
    // Only what differs from the typed text (trimmed): the URL catching up must not undo typing.
    const replaced = urlChanged.filter((key) => values[key].trim() !== fromUrl[key]);
    if (replaced.length > 0) {
      setValues({ ...values, ...Object.fromEntries(replaced.map((key) => [key, fromUrl[key]])) });
    }
  }

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of Object.values(pending)) window.clearTimeout(timer);
    };
  }, []);

  return {
    values,
    set(key: TTypedFilter, value: string) {
      setValues((current) => ({ ...current, [key]: value }));
      window.clearTimeout(timers.current[key]);
      timers.current[key] = window.setTimeout(() => {
        onChange({ [key]: value });
      }, TYPING_DEBOUNCE_MS);
    },
    reset() {
      for (const timer of Object.values(timers.current)) window.clearTimeout(timer);
      timers.current = {};
      setValues({ jobId: '', platform: '', search: '' });
    },
  };
}
