import type { TFollowUp, TFollowUpQueueRow } from '@hirerelay/contracts';
import type { FollowUpQueueRecord, FollowUpRecord } from './follow-up.repository.js';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A stored task as staff see it (a task not drafted yet shows empty texts). */
export const toFollowUp = (task: FollowUpRecord): TFollowUp => ({
  id: task.id,
  jobId: task.jobId,
  sequence: task.sequence,
  state: task.state,
  dueAt: task.dueAt.toISOString(),
  recipient: task.recipient,
  subject: task.subject ?? '',
  body: task.body ?? '',
  messageId: task.messageId,
  sentBy: task.sentBy,
  sentAt: iso(task.sentAt),
  closedAt: iso(task.closedAt),
});

export const toFollowUpQueueRow = (row: FollowUpQueueRecord): TFollowUpQueueRow => ({
  id: row.id,
  jobId: row.jobId,
  userId: row.userId,
  title: row.title,
  company: row.company,
  sequence: Number(row.sequence),
  dueAt: row.dueAt.toISOString(),
  dateApplied: iso(row.dateApplied),
  recipient: row.recipient,
});
