import { JOB_FIT_BANDS, type TJobFitBand, type TQueueRow } from '@hirerelay/contracts';
import type { QueueRecord } from './queue.repository.js';

const isFitBand = (band: string | null): band is TJobFitBand =>
  band !== null && (JOB_FIT_BANDS as readonly string[]).includes(band);

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
    fitBand: isFitBand(record.fitBand) ? record.fitBand : null,
  };
}
