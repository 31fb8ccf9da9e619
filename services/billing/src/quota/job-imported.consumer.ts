import { JobImportedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { QuotaService } from './quota.service.js';

/** A saved job keeps the application it reserved: the import's reservation is confirmed. */
export const JobImportedConsumer = defineEventConsumer({
  durableName: 'billing-job-imported',
  contract: JobImportedEvent,
  handler: QuotaService,
  handle: (quota, payload, _envelope, tx: Tx) => quota.confirmImported(tx, payload.jobId),
});
