import { JobStatusChangedEvent, PhoneVerificationRequestedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { NotificationsTx } from '../database.js';
import { PhoneVerificationSmsService } from './phone-verification-sms.service.js';
import { StatusUpdateSmsService } from './status-update-sms.service.js';
import { TWILIO_TIMEOUT_MS } from './twilio-client.js';

/** The transaction waits for one Twilio call (and, for status texts, one identity read). */
const SMS_TRANSACTION_TIMEOUT_MS = TWILIO_TIMEOUT_MS + 15_000;

export const PhoneVerificationSmsConsumer = defineEventConsumer({
  durableName: 'notifications-phone-verification-sms',
  contract: PhoneVerificationRequestedEvent,
  handler: PhoneVerificationSmsService,
  handle: (texts, payload, envelope, tx: NotificationsTx) => texts.send(tx, payload, envelope.id),
  // Keep retrying while Twilio is away: the handler gives up (and records it) once the code expired.
  maxDeliver: -1,
  transactionTimeoutMs: SMS_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: SMS_TRANSACTION_TIMEOUT_MS + 30_000,
});

export const StatusUpdateSmsConsumer = defineEventConsumer({
  durableName: 'notifications-status-update-sms',
  contract: JobStatusChangedEvent,
  handler: StatusUpdateSmsService,
  handle: (texts, payload, envelope, tx: NotificationsTx) => texts.send(tx, payload, envelope.id),
  transactionTimeoutMs: SMS_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: SMS_TRANSACTION_TIMEOUT_MS + 30_000,
});
