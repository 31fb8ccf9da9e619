import { PhoneVerificationRequestedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { PhoneVerificationSmsService } from './phone-verification-sms.service.js';
import { SMS_TRANSACTION_TIMEOUT_MS } from './sms-delivery.service.js';

export const PhoneVerificationSmsConsumer = defineEventConsumer({
  durableName: 'notifications-phone-verification-sms',
  contract: PhoneVerificationRequestedEvent,
  handler: PhoneVerificationSmsService,
  handle: (texts, payload, envelope, tx: Tx) => texts.send(tx, payload, envelope.id),
  // Keep retrying while Twilio is away: the handler gives up (and records it) once the code expired.
  maxDeliver: -1,
  transactionTimeoutMs: SMS_TRANSACTION_TIMEOUT_MS,
  ackWaitMs: SMS_TRANSACTION_TIMEOUT_MS + 30_000,
});
