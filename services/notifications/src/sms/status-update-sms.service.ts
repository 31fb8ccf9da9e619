import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload, JobStatusChangedEvent } from '@hirerelay/contracts';
import { SERVICE_CONFIG } from '@hirerelay/nest-common';
import { IdentityTextToApplyClient } from '../clients/identity-text-to-apply.client.js';
import type { TNotificationsEnv } from '../config/env.js';
import type { Tx } from '../database.js';
import { SmsDelivery } from './sms-delivery.service.js';
import { smsTexts } from './sms-texts.template.js';

/**
 * A short text about a job's new status, once per status change, to the owner's verified number when
 * they want SMS updates and the number has not opted out. identity is asked at the moment, so a
 * number verified or switched off a second ago counts; a user without either gets nothing (and no
 * row: there is no text to speak of).
 */
@Injectable()
export class StatusUpdateSmsService {
  constructor(
    private readonly identity: IdentityTextToApplyClient,
    private readonly delivery: SmsDelivery,
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
  ) {}

  async send(tx: Tx, event: EventPayload<typeof JobStatusChangedEvent>, eventId: string): Promise<void> {
    const contact = await this.identity.smsContact(event.ownerId);
    if (!contact?.phone || !contact.smsUpdates) return;
    const body = smsTexts.statusUpdate(
      { appBaseUrl: this.config.APP_BASE_URL, supportEmail: this.config.SUPPORT_EMAIL },
      event,
    );
    await this.delivery.sendAndRecord(tx, { kind: 'status_update', to: contact.phone, eventId }, body);
  }
}
