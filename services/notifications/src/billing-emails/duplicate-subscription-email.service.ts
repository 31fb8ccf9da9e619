import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { IdentityUsersClient } from '../clients/identity-users.client.js';
import type { TNotificationsEnv } from '../config/env.js';
import type { Tx } from '../database.js';
import { EmailDelivery } from '../mail/email-delivery.service.js';
import { recipientDomain } from '../mail/email-send-error.util.js';
import type { RenderedEmail } from '../mail/email-sender.service.js';
import { eventEmailKey } from '../mail/event-email-key.util.js';
import type { SentEmailRecord } from '../mail/sent-email.repository.js';
import {
  renderDuplicateStaffEmail,
  renderDuplicateUserEmail,
  type DuplicateSubscription,
  type DuplicateSubscriptionMessage,
} from './duplicate-subscription-email.template.js';

const KIND: Record<DuplicateSubscriptionMessage, string> = {
  user: 'duplicate_subscription_refunded',
  staff: 'duplicate_subscription_refunded_staff',
};

/**
 * billing cancelled and refunded a second subscription (two checkouts paid): the user is told their
 * plan is unchanged and the second payment refunded, and the staff inbox (STAFF_EMAIL, else
 * SUPPORT_EMAIL) hears of it. Each e-mail is sent once (its own `sent_emails` key).
 */
@Injectable()
export class DuplicateSubscriptionEmailService {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly delivery: EmailDelivery,
    private readonly identity: IdentityUsersClient,
  ) {
    this.logger = logger.child({ component: 'duplicate-subscription-email' });
  }

  /** Runs inside the consumer's transaction (see `EmailDelivery.sendOnceAndRecord`). */
  async send(tx: Tx, event: DuplicateSubscription, eventId: string): Promise<void> {
    const user = await this.identity.recipient(event.userId);
    const site = { appBaseUrl: this.config.APP_BASE_URL, supportEmail: this.config.SUPPORT_EMAIL };
    if (user) {
      await this.sendOne(tx, eventId, 'user', user.email, renderDuplicateUserEmail(site, event));
    } else {
      this.logger.warn({ eventId }, 'duplicate subscription of a user identity no longer knows: staff only');
    }
    await this.sendOne(
      tx,
      eventId,
      'staff',
      this.config.STAFF_EMAIL ?? this.config.SUPPORT_EMAIL,
      renderDuplicateStaffEmail(site, event, user),
    );
  }

  private async sendOne(
    tx: Tx,
    eventId: string,
    message: DuplicateSubscriptionMessage,
    to: string,
    rendered: RenderedEmail,
  ): Promise<void> {
    const record: SentEmailRecord = {
      kind: KIND[message],
      to,
      subject: rendered.subject,
      eventId: eventEmailKey(eventId, `duplicate-subscription:${message}`),
    };
    const context = { eventId, message, recipientDomain: recipientDomain(to) };
    const sent = await this.delivery.sendOnceAndRecord(tx, {
      email: { to, ...rendered, key: `duplicate-subscription.${message}.${eventId}` },
      record,
      logContext: context,
    });
    if (sent) this.logger.info(context, 'duplicate subscription e-mail sent');
  }
}
