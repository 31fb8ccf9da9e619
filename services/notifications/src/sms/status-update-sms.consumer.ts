import { JobStatusChangedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { StatusUpdateSmsService } from './status-update-sms.service.js';
import { SMS_TRANSACTION_TIMEOUT_MS } from './sms-delivery.service.js';

export const StatusUpdateSmsConsumer = defineEventConsumer({
  durableName: 'notifications-status-update-sms',
  contract: JobStatusChangedEvent,
  handler: StatusUpdateSmsService,
  handle: (texts, payload, envelope, tx: Tx) => texts.send(tx, payload, envelope.id),
  transactionTimeoutMs: SMS_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: SMS_TRANSACTION_TIMEOUT_MS + 30_000,
});
