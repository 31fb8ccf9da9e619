import { Injectable } from '@nestjs/common';
import type { EventPayload, LoginLinkRequestedEvent } from '@hirerelay/contracts';
import type { Tx } from '../database.js';
import { OneTimeLinkEmailService, type OneTimeLinkEmailKind } from '../mail/one-time-link-email.service.js';
import { renderLoginLinkEmail } from './login-link-email.template.js';

const LOGIN_LINK_EMAIL: OneTimeLinkEmailKind = {
  render: renderLoginLinkEmail,
  kind: 'login_link',
  keyPrefix: 'login-link',
  emailName: 'sign-in link',
  linkName: 'sign-in link',
};

/** Sends the one-time sign-in link e-mail for one event. */
@Injectable()
export class LoginLinkEmailService {
  constructor(private readonly oneTimeLinks: OneTimeLinkEmailService) {}

  /** Runs inside the consumer's transaction. */
  send(tx: Tx, event: EventPayload<typeof LoginLinkRequestedEvent>, eventId: string): Promise<void> {
    return this.oneTimeLinks.send(tx, eventId, event, LOGIN_LINK_EMAIL);
  }
}
