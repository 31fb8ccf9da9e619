import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload, ReplyReceivedEvent } from '@hirerelay/contracts';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { z } from 'zod';
import { IdentityUsersClient } from '../clients/identity-users.client.js';
import type { TNotificationsEnv } from '../config/env.js';
import type { Tx } from '../database.js';
import { EmailDelivery } from '../mail/email-delivery.service.js';
import type { SentEmailRecord } from '../mail/sent-email.repository.js';
import { renderReplyForwardEmail, replyForwardSubject } from './reply-forward-email.template.js';

const KIND = 'reply_forward';
const ZAddress = z.email();

/**
 * Forwards an employer's reply to the user's own address (identity's current one), once per
 * reply: the consumer of notifications' own `ReplyReceivedEvent`, so the copy is sent through
 * `EmailDelivery` (sent, recorded in `sent_emails` with the event, retried by redelivery while the
 * SMTP server is away). Not sent (and recorded so) to a user who no longer exists, whose account is
 * cancelled, or whose address is not one.
 */
@Injectable()
export class ReplyForwardEmailService {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly identity: IdentityUsersClient,
    private readonly delivery: EmailDelivery,
  ) {
    this.logger = logger.child({ component: 'reply-forward-email' });
  }

  async send(tx: Tx, reply: EventPayload<typeof ReplyReceivedEvent>, eventId: string): Promise<void> {
    const context = { eventId, replyId: reply.replyId, userId: reply.userId };
    const user = await this.identity.recipient(reply.userId);
    const refusal = !user
      ? 'not sent: the user no longer exists'
      : user.status === 'cancelled'
        ? 'not sent: the account is cancelled'
        : !ZAddress.safeParse(user.email).success
          ? 'not sent: the recipient is not a valid e-mail address'
          : undefined;
    if (refusal || !user) {
      const record: SentEmailRecord = {
        kind: KIND,
        to: user?.email ?? '(unknown)',
        subject: replyForwardSubject(reply.subject),
        eventId,
      };
      await this.delivery.recordNotSent(tx, record, refusal ?? 'not sent');
      this.logger.info(context, 'reply not forwarded');
      return;
    }
    const rendered = renderReplyForwardEmail(reply, this.config.APP_BASE_URL);
    // The body is not recorded: it is the employer's message, kept privately in the object store.
    const record: SentEmailRecord = { kind: KIND, to: user.email, subject: rendered.subject, eventId };
    await this.delivery.sendAndRecord(tx, {
      email: { to: user.email, ...rendered, key: `reply-forward.${reply.replyId}` },
      record,
      logContext: context,
    });
    this.logger.info(context, 'reply forwarded to the user');
  }
}
