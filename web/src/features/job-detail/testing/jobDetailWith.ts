import type { TJobDetail } from '../jobDetailTypes';

/** A job detail as the gateway answers it, with `overrides` on top (unit tests only). */
export function jobDetailWith(overrides: Partial<TJobDetail> = {}): TJobDetail {
  return {
    id: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
    userId: '6f1c2b9a-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
    title: 'Staff Data Engineer',
    company: 'Globex',
    location: 'Remote',
    url: 'https://boards.greenhouse.io/globex/jobs/4242',
    platform: 'Greenhouse',
    status: 'Saved',
    subscriptionType: 'Starter',
    dateReceived: '2026-03-01T10:00:00.000Z',
    dueAt: '2026-03-04T10:00:00.000Z',
    dateApplied: null,
    interviewSecured: false,
    adminReviewed: false,
    detailsNeeded: false,
    unreadMessages: 0,
    description: 'Build the data platform.',
    datePosted: 'Waiting for admin input',
    jobType: 'Full-time',
    salary: '$150,000',
    appliedUrl: null,
    dateReapplied: null,
    notes: null,
    interviewAt: null,
    version: 3,
    updatedAt: '2026-03-01T10:00:00.000Z',
    recruiters: [],
    documents: [],
    timeline: [],
    outreach: [],
    followUpsEnabled: true,
    ...overrides,
  };
}
