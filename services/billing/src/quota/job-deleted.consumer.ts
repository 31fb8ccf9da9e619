import { JobDeletedEvent, type EventPayload } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { QuotaService } from './quota.service.js';

/** What the consumer does with one event, inside its transaction. */
export async function applyJobDeleted(
  quota: QuotaService,
  payload: EventPayload<typeof JobDeletedEvent>,
  tx: Tx,
): Promise<void> {
  if (payload.releaseApplication) await quota.releaseDeleted(tx, payload.jobId);
}

/**
 * Staff deleted a job that never reached Applied: its application goes back to the period's quota
 * (once Applied it stays used). Through the event, so the give-back happens if and only if the
 * delete committed, however often the event is delivered.
 */
export const JobDeletedConsumer = defineEventConsumer({
  durableName: 'billing-job-deleted',
  contract: JobDeletedEvent,
  handler: QuotaService,
  handle: (quota, payload, _envelope, tx: Tx) => applyJobDeleted(quota, payload, tx),
});
