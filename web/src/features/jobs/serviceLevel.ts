import { formatDateTime, formatSpan } from '../../lib/dates';

// Service levels as the owner sees them: while a job is Saved, when we aim to have
// applied; once Applied, how long it took from import.

/** `We aim to apply by Nov 29, 2026, 3:15 PM` while the job is Saved; null otherwise. */
export function aimToApplyBy(job: { status: string; dueAt: string }): string | null {
  if (job.status !== 'Saved') return null;
  const when = formatDateTime(job.dueAt);
  return when ? `We aim to apply by ${when}` : null;
}

/** `Applied 1 d 2 h after import` once the job was applied for; null before. */
export function timeToApply(job: { dateReceived: string; dateApplied: string | null }): string | null {
  if (!job.dateApplied) return null;
  return `Applied ${formatSpan(Date.parse(job.dateApplied) - Date.parse(job.dateReceived))} after import`;
}
