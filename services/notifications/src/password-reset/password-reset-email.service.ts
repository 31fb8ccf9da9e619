import { Injectable } from '@nestjs/common';
import type { EventPayload, PasswordResetRequestedEvent } from '@hirerelay/contracts';
import type { Tx } from '../database.js';
import { OneTimeLinkEmailService, type OneTimeLinkEmailKind } from '../mail/one-time-link-email.service.js';
import { renderPasswordResetEmail } from './password-reset-email.template.js';

const PASSWORD_RESET_EMAIL: OneTimeLinkEmailKind = {
  render: renderPasswordResetEmail,
  kind: 'password_reset',
  keyPrefix: 'password-reset',
  emailName: 'password-reset',
  linkName: 'reset link',
};

/** Sends the password-reset e-mail for one event. */
@Injectable()
export class PasswordResetEmailService {
  constructor(private readonly oneTimeLinks: OneTimeLinkEmailService) {}

  /** Runs inside the consumer's transaction. */
  send(tx: Tx, event: EventPayload<typeof PasswordResetRequestedEvent>, eventId: string): Promise<void> {
    return this.oneTimeLinks.send(tx, eventId, event, PASSWORD_RESET_EMAIL);
  }
}
