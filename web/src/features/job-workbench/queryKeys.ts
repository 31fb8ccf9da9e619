/** Staff's workbench queries of one job (under 'jobs', so signing out clears them with the rest). */
export const workbenchKeys = {
  packet: (jobId: string) => ['jobs', 'packet', jobId] as const,
  notes: (jobId: string) => ['jobs', 'internal-notes', jobId] as const,
  drafts: (jobId: string) => ['jobs', 'drafts', jobId] as const,
};
