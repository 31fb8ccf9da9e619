import type { JobsView } from './jobsView';

/**
 * Every jobs query starts with 'jobs'; `lists` covers the list under any filters and order. A job's
 * detail, its chat and its documents' links sit under their own prefixes, so a refreshed detail
 * does not ask for new document links.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (view: JobsView) => [...jobKeys.lists, view] as const,
  /** Under `lists`: whatever refreshes the list refreshes its counts. */
  statusCounts: (filters: object) => [...jobKeys.lists, 'status-counts', filters] as const,
  details: ['jobs', 'detail'] as const,
  detail: (jobId: string) => [...jobKeys.details, jobId] as const,
  messages: (jobId: string) => ['jobs', 'messages', jobId] as const,
  documentLinks: (jobId: string) => ['jobs', 'document-link', jobId] as const,
  documentLink: (jobId: string, type: string) => [...jobKeys.documentLinks(jobId), type] as const,
  /** Staff's work queue, under `lists`: whatever refreshes the lists refreshes the queue. */
  queues: ['jobs', 'list', 'queue'] as const,
  queue: (query: object) => [...jobKeys.queues, query] as const,
  /** Who owns a job and its history (staff). */
  assignment: (jobId: string) => ['jobs', 'assignment', jobId] as const,
  /** The staff members a job can be assigned to. */
  staff: ['jobs', 'staff'] as const,
};
