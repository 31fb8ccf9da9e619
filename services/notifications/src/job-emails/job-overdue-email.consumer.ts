import { JobOverdueEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { JobEmailSchedulerService } from './job-email-scheduler.service.js';

// The consumer only writes `scheduled_emails` rows (the dispatcher sends them), so its transaction
// is short and an SMTP outage never holds an event back.

export const JobOverdueEmailConsumer = defineEventConsumer({
  durableName: 'notifications-job-overdue',
  contract: JobOverdueEvent,
  handler: JobEmailSchedulerService,
  handle: (emails, payload, envelope, tx: Tx) => emails.onJobOverdue(tx, payload, envelope.id),
});
