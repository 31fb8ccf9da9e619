import { randomUUID } from 'node:crypto';
import { jobDueAt } from '@hirerelay/domain';

// Builders of stored rows, beside the account and post factories (factories.ts): plain functions
// that answer a complete, valid object with unique ids by default; a test overrides only what it is
// about (`newJob({ userId, status: 'Applied' })`). The service tests write them with their own
// repositories' database (`seedJob`, `seedSubscription`); nothing here touches a database.

const DAY_MS = 86_400_000;

/** The overrides a caller gave (a key given as undefined keeps the default). */
const given = <T extends object>(overrides: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)) as Partial<T>;

/** A job as an import leaves it in jobs' database (Saved, Professional, nothing read yet). */
export interface JobRow {
  id: string;
  userId: string;
  title: string;
  company: string;
  location: string;
  description: string;
  status: string;
  subscriptionType: string;
  platform: string;
  url: string;
  normalizedUrl: string;
  site: string;
  siteJobId: string;
  datePosted: string;
  jobType: string;
  salary: string;
  dateReceived: Date;
  /** Default: the plan's service level after dateReceived. */
  dueAt: Date;
  dateApplied: Date | null;
  adminReviewed: boolean;
  interviewSecured: boolean;
  unreadForOwner: number;
  unreadForStaff: number;
  notes: string | null;
  detailsNeeded: boolean;
  assigneeId: string | null;
  assignedAt: Date | null;
  /** When the owner's oldest message unread by staff was written (the queue's wait). */
  waitingSince: Date | null;
}

export function newJob(overrides: Partial<JobRow> = {}): JobRow {
  const id = overrides.id ?? randomUUID();
  const url = `https://boards.example.com/jobs/${id}`;
  const dateReceived = overrides.dateReceived ?? new Date();
  const subscriptionType = overrides.subscriptionType ?? 'Professional';
  const assigneeId = overrides.assigneeId ?? null;
  return {
    id,
    userId: randomUUID(),
    title: 'Software Engineer',
    company: 'Acme',
    location: 'Remote',
    description: 'A job.',
    status: 'Saved',
    subscriptionType,
    platform: 'LinkedIn',
    url,
    normalizedUrl: url,
    site: 'boards.example.com',
    siteJobId: id,
    datePosted: '2026-11-01',
    jobType: 'Full-time',
    salary: 'Waiting for admin input',
    dateReceived,
    dueAt: jobDueAt(subscriptionType, dateReceived),
    dateApplied: null,
    adminReviewed: false,
    interviewSecured: false,
    unreadForOwner: 0,
    unreadForStaff: 0,
    notes: null,
    detailsNeeded: false,
    assigneeId,
    assignedAt: assigneeId ? dateReceived : null,
    waitingSince: null,
    ...given(overrides),
  };
}

/** A subscription as billing mirrors it from Stripe's webhooks (active Professional, 25 a month). */
export interface SubscriptionRow {
  id: string;
  userId: string;
  stripeCustomerId: string;
  status: string;
  planId: string;
  planName: string;
  priceId: string;
  unitAmount: number;
  currency: string;
  quota: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  startedAt: Date;
  stripeUpdatedAt: Date;
}

export function newSubscription(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  const userId = overrides.userId ?? randomUUID();
  const periodStart = overrides.currentPeriodStart ?? new Date(Date.now() - DAY_MS);
  return {
    id: `sub_test_${randomUUID().replaceAll('-', '')}`,
    userId,
    stripeCustomerId: `cus_test_${userId.slice(0, 8)}`,
    status: 'active',
    planId: 'professional',
    planName: 'Professional',
    priceId: 'price_test',
    unitAmount: 7500,
    currency: 'usd',
    quota: 25,
    currentPeriodStart: periodStart,
    currentPeriodEnd: new Date(periodStart.getTime() + 30 * DAY_MS),
    cancelAtPeriodEnd: false,
    startedAt: periodStart,
    stripeUpdatedAt: periodStart,
    ...given(overrides),
  };
}
