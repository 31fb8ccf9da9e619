/**
 * The interview's time between the `datetime-local` input (the staff member's own clock, no zone)
 * and the API (an ISO instant). Both directions use the browser's time zone, so what staff typed
 * is what they see again.
 */
export function localDateTimeOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's value as an instant; null when empty or not a time (no interview time given). */
export function interviewAtOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
