import { Injectable } from '@nestjs/common';
import type { EventPayload, PhoneVerificationRequestedEvent } from '@hirerelay/contracts';
import { Clock } from '../clock/clock.service.js';
import type { Tx } from '../database.js';
import { SmsDelivery } from './sms-delivery.service.js';
import { smsTexts } from './sms-texts.template.js';

export const VERIFICATION_EXPIRED_REASON = 'not sent: the code expired before it could be sent';

/**
 * Texts identity's verification code, once per event. Neither the code nor the text is stored or
 * logged; an opted-out number gets nothing (STOP is honoured before everything else).
 */
@Injectable()
export class PhoneVerificationSmsService {
  constructor(
    private readonly delivery: SmsDelivery,
    private readonly clock: Clock,
  ) {}

  async send(
    tx: Tx,
    event: EventPayload<typeof PhoneVerificationRequestedEvent>,
    eventId: string,
  ): Promise<void> {
    const record = { kind: 'phone_verification', to: event.phone, eventId };
    const minutesLeft = Math.ceil((Date.parse(event.expiresAt) - this.clock.now().getTime()) / 60_000);
    if (minutesLeft <= 0) {
      await this.delivery.recordNotSent(tx, record, VERIFICATION_EXPIRED_REASON);
      return;
    }
    await this.delivery.sendAndRecord(tx, record, smsTexts.verificationCode(event.code, minutesLeft));
  }
}
