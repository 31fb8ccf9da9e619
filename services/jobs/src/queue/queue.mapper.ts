import type { TQueueRow } from '@hirerelay/contracts';
import type { QueueRecord } from './queue.repository.js';

/** A stored queue row → the contract's (ISO times; staff's unread counter as `unreadMessages`). */
export function toQueueRow(record: QueueRecord): TQueueRow {
  return {
    id: record.id,
    userId: record.userId,
    title: record.title,
    company: record.company,
    status: record.status,
    subscriptionType: record.subscriptionType,
    dateReceived: record.dateReceived.toISOString(),
    dueAt: record.dueAt.toISOString(),
    queueAt: record.queueAt.toISOString(),
    overdue: record.overdue,
    waitingSince: record.waitingSince?.toISOString() ?? null,
    detailsNeeded: record.detailsNeeded,
    unreadMessages: record.unreadForStaff,
    assigneeId: record.assigneeId,
  };
}
