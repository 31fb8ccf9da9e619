/** Router state the jobs list passes to a job's page, so "Back to jobs" keeps its filters and order. */
export interface JobDetailState {
  jobsListSearch: string;
}

/** The list's query string a job's page goes back to ('' for the default list). */
export function jobsListSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const search = (state as Partial<JobDetailState>).jobsListSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
