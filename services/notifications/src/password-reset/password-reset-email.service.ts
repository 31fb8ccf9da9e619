import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload, PasswordResetRequestedEvent } from '@hirerelay/contracts';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TNotificationsEnv } from '../config/env.js';
import type { Tx } from '../database.js';
import { EmailDelivery } from '../mail/email-delivery.service.js';
import { sendOneTimeLinkEmail } from '../mail/one-time-link-email.types.js';
import { renderPasswordResetEmail } from './password-reset-email.template.js';

/** Sends the password-reset e-mail for one event (sendOneTimeLinkEmail). */
@Injectable()
export class PasswordResetEmailService {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly delivery: EmailDelivery,
  ) {
    this.logger = logger.child({ component: 'password-reset-email' });
  }

  /** Runs inside the consumer's transaction. */
  send(tx: Tx, event: EventPayload<typeof PasswordResetRequestedEvent>, eventId: string): Promise<void> {
    const message = renderPasswordResetEmail({
      appBaseUrl: this.config.APP_BASE_URL,
      token: event.token,
      supportEmail: this.config.SUPPORT_EMAIL,
    });
    return sendOneTimeLinkEmail(this.delivery, this.logger, {
      tx,
      eventId,
      to: event.email,
      expiresAt: event.expiresAt,
      message,
      kind: 'password_reset',
      keyPrefix: 'password-reset',
      emailName: 'password-reset',
      linkName: 'reset link',
    });
  }
}
