import { JobUpdatedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { JobEmailSchedulerService } from './job-email-scheduler.service.js';

// The consumer only writes `scheduled_emails` rows (the dispatcher sends them), so its transaction
// is short and an SMTP outage never holds an event back.

export const JobUpdatedEmailConsumer = defineEventConsumer({
  durableName: 'notifications-job-updated',
  contract: JobUpdatedEvent,
  handler: JobEmailSchedulerService,
  handle: (emails, payload, _envelope, tx: Tx) => emails.onJobUpdated(tx, payload),
});
