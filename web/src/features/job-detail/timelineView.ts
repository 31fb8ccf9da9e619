/** A timeline entry as the page needs it. */
export interface TimelineEntryLike {
  id: string;
  date: string;
  status: string;
}

/** How an entry looks: done, the one in progress, or grey for everything else. */
export type TimelineTone = 'completed' | 'current' | 'other';

export function timelineTone(status: string): TimelineTone {
  return status === 'completed' || status === 'current' ? status : 'other';
}

/** Oldest first, as the table is read; entries of the same moment keep their order. */
export function inDateOrder<T extends TimelineEntryLike>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.date) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : (a.time || 0) - (b.time || 0)))
    .map(({ entry }) => entry);
}
