import type { TJobRow } from './jobTypes';

/**
 * A user without any job sees one example row (id 1, marked `(Example Job)`, not
 * clickable), so the empty dashboard shows what a tracked job looks like.
 */
export function exampleJob(today: Date): TJobRow {
  return {
    id: '1',
    userId: '',
    title: 'Software Engineer',
    company: 'Example Company',
    location: 'Remote',
    url: '',
    platform: 'LinkedIn',
    status: 'Saved',
    subscriptionType: '',
    dateReceived: today.toISOString(),
    dueAt: today.toISOString(),
    dateApplied: null,
    interviewSecured: false,
    adminReviewed: false,
    detailsNeeded: false,
    unreadMessages: 0,
  };
}
