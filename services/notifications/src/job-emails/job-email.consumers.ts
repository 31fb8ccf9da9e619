import {
  JobDeletedEvent,
  JobMessagePostedEvent,
  JobMessagesReadEvent,
  JobOverdueEvent,
  JobStatusChangedEvent,
  JobUpdatedEvent,
} from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { NotificationsTx } from '../database.js';
import { JobEmailSchedulerService } from './job-email-scheduler.service.js';

// Each consumer only writes `scheduled_emails` rows (the dispatcher sends them), so its transaction
// is short and an SMTP outage never holds an event back.

export const JobMessagePostedEmailConsumer = defineEventConsumer({
  durableName: 'notifications-job-message-posted',
  contract: JobMessagePostedEvent,
  handler: JobEmailSchedulerService,
  handle: (emails, payload, envelope, tx: NotificationsTx) =>
    emails.onMessagePosted(tx, payload, envelope.id),
});

export const JobMessagesReadEmailConsumer = defineEventConsumer({
  durableName: 'notifications-job-messages-read',
  contract: JobMessagesReadEvent,
  handler: JobEmailSchedulerService,
  handle: (emails, payload, _envelope, tx: NotificationsTx) => emails.onMessagesRead(tx, payload),
});

export const JobStatusChangedEmailConsumer = defineEventConsumer({
  durableName: 'notifications-job-status-changed',
  contract: JobStatusChangedEvent,
  handler: JobEmailSchedulerService,
  handle: (emails, payload, envelope, tx: NotificationsTx) =>
    emails.onStatusChanged(tx, payload, envelope.id),
});

export const JobUpdatedEmailConsumer = defineEventConsumer({
  durableName: 'notifications-job-updated',
  contract: JobUpdatedEvent,
  handler: JobEmailSchedulerService,
  handle: (emails, payload, _envelope, tx: NotificationsTx) => emails.onJobUpdated(tx, payload),
});

export const JobDeletedEmailConsumer = defineEventConsumer({
  durableName: 'notifications-job-deleted',
  contract: JobDeletedEvent,
  handler: JobEmailSchedulerService,
  handle: (emails, payload, _envelope, tx: NotificationsTx) => emails.onJobDeleted(tx, payload),
});

export const JobOverdueEmailConsumer = defineEventConsumer({
  durableName: 'notifications-job-overdue',
  contract: JobOverdueEvent,
  handler: JobEmailSchedulerService,
  handle: (emails, payload, envelope, tx: NotificationsTx) => emails.onJobOverdue(tx, payload, envelope.id),
});
