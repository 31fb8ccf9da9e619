import type { TJobActor, TJobRow } from '@hirerelay/contracts';
import { isStaff } from './job-access.rules.js';
import type { JobListRecord } from './job.repository.js';

/** A stored job as the list shows it to `actor`: the unread count is the caller's side's. */
export function toJobRow(record: JobListRecord, actor: TJobActor): TJobRow {
  return {
    id: record.id,
    userId: record.userId,
    title: record.title,
    company: record.company,
    location: record.location,
    url: record.url,
    platform: record.platform,
    status: record.status,
    subscriptionType: record.subscriptionType,
    dateReceived: record.dateReceived.toISOString(),
    dueAt: record.dueAt.toISOString(),
    dateApplied: record.dateApplied?.toISOString() ?? null,
    interviewSecured: record.interviewSecured,
    adminReviewed: record.adminReviewed,
    // A staff mark: the owner sees the placeholders, not the mark.
    detailsNeeded: isStaff(actor) && record.detailsNeeded,
    unreadMessages: isStaff(actor) ? record.unreadForStaff : record.unreadForOwner,
  };
}
