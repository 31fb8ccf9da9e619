import type { JobsView } from './jobsView';

/** Every jobs query starts with 'jobs'; `lists` covers the list under any filters and order. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (view: JobsView) => [...jobKeys.lists, view] as const,
};
