import { useEffect, useRef, useState } from 'react';
import type { JobFilters } from '../jobsView';

const TYPING_DEBOUNCE_MS = 300;
type TTypedFilter = 'jobId' | 'platform' | 'search';
type TPickedFilters = Pick<JobFilters, 'status' | 'platform' | 'receivedFrom' | 'detailsNeeded'>;

/**
 * The filters picked in one go (the selects, the date, staff's box). The URL changes in a transition
 * (React Router), so a control held to the URL alone springs back to its old value as the click ends
 * and shows the pick only when the URL's render lands: it shows the pick at once, and follows the
 * URL when that changes (its own pick arriving, or Back, Clear, a link).
 */
export function usePickedFilters(filters: JobFilters, onChange: (patch: Partial<JobFilters>) => void) {
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
export function useTypedFilters(filters: JobFilters, onChange: (patch: Partial<JobFilters>) => void) {
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
