import { formatDate as formatDay } from '@hirerelay/domain';

// The one way the web app shows dates, the same on every page: a day is
// `Mon D, YYYY` (`Nov 27, 2026`), a moment is `Mon D, YYYY, h:mm AM` (`Nov 27, 2026, 8:57 AM`).
// Every page imports these; nothing formats a date with toLocaleString or by cutting ISO strings.

/** `YYYY-MM-DD` with nothing after it: a calendar day, not a moment. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type TDateInput = Date | string | number | null | undefined;

/**
 * A day as `Mon D, YYYY`, or '' for a missing or invalid value. Read in UTC, as the server and the
 * CSV exports read it (libs/domain), so a date-only `YYYY-MM-DD` is that very day in every time
 * zone (a local reading would show the day before west of Greenwich).
 */
export function formatDate(value: TDateInput): string {
  return formatDay(value);
}

/**
 * A moment as `Mon D, YYYY, h:mm AM`, in the viewer's time zone (or `timeZone`), or '' for a
 * missing or invalid value. A date-only `YYYY-MM-DD` has no time: it shows as its day.
 */
export function formatDateTime(value: TDateInput, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return formatDate(value.trim());
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      ...(timeZone ? { timeZone } : {}),
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // Built from the parts: ICU's own joining differs between versions (e.g. a narrow no-break space
  // before AM).
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

/**
 * A date a page gave us as text (a job's date posted): a date we can read shows as `Mon D, YYYY`;
 * anything else (`Waiting for admin input`, `3 days ago`) shows as it is.
 */
export function formatDateText(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return '';
  const readable = DATE_ONLY.test(text) || /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(text);
  return (readable && formatDate(text.slice(0, 10))) || text;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `2 d 3 h`, `5 h 20 min`, `12 min`: a span, to the minute, largest two units. */
export function formatSpan(ms: number): string {
  const span = Math.max(0, ms);
  if (span < HOUR) return `${Math.max(1, Math.floor(span / MINUTE))} min`;
  if (span < DAY) {
    const minutes = Math.floor((span % HOUR) / MINUTE);
    return `${Math.floor(span / HOUR)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((span % DAY) / HOUR);
  return `${Math.floor(span / DAY)} d${hours ? ` ${hours} h` : ''}`;
}
