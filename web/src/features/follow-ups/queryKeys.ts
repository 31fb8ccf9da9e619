/** Staff's follow-up queries (under 'jobs', so signing out clears them with the rest). */
export const followUpKeys = {
  all: ['jobs', 'follow-ups'] as const,
  due: ['jobs', 'follow-ups', 'due'] as const,
  job: (jobId: string) => ['jobs', 'follow-ups', 'job', jobId] as const,
};
