import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload, FollowUpApprovedEvent } from '@hirerelay/contracts';
import { LOGGER } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { IdentityUsersClient } from '../clients/identity-users.client.js';
import type { Tx } from '../database.js';
import { EmailDelivery } from '../mail/email-delivery.service.js';
import { singleLine } from '../mail/html.util.js';
import type { SentEmailRecord } from '../mail/sent-email.repository.js';
import { ReplyAddresses } from '../reply-addresses/reply-addresses.service.js';
import { renderFollowUpEmail } from './follow-up-email.template.js';

const KIND = 'follow_up';

/**
 * E-mails a follow-up staff approved (issue 29) to the employer, from the owner's reply address
 * with the owner's name, and with the Message-ID jobs made, so the employer's answer comes back to
 * the reply address and names the follow-up in its thread headers. Sent once per follow-up
 * (`sent_emails` under the follow-up's id, recorded at once): a redelivery, or the same approval
 * published twice, sends nothing more. Logs ids only, never the addresses or the text.
 */
@Injectable()
export class FollowUpEmailService {
  private readonly logger: Logger;

  constructor(
    private readonly delivery: EmailDelivery,
    private readonly users: IdentityUsersClient,
    private readonly replyAddresses: ReplyAddresses,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'follow-up-email' });
  }

  /** Runs inside the consumer's transaction (see `EmailDelivery` for the send-then-record order). */
  async send(tx: Tx, followUp: EventPayload<typeof FollowUpApprovedEvent>, eventId: string): Promise<void> {
    const rendered = renderFollowUpEmail(followUp);
    // Keyed by the follow-up: one e-mail per follow-up whatever event carried it. No body recorded.
    const record: SentEmailRecord = {
      kind: KIND,
      to: followUp.recipient,
      subject: rendered.subject,
      eventId: followUp.followUpId,
    };
    const context = { eventId, followUpId: followUp.followUpId, jobId: followUp.jobId };
    const owner = await this.users.recipient(followUp.ownerId);
    if (!owner) {
      await this.delivery.recordNotSent(tx, record, 'owner not found');
      this.logger.warn(context, 'follow-up not sent: its owner no longer exists');
      return;
    }
    const from = await this.replyAddresses.addressOf(followUp.ownerId);
    const sent = await this.delivery.sendOnceAndRecord(tx, {
      email: {
        to: followUp.recipient,
        from: { name: singleLine(owner.fullName ?? ''), address: from.address },
        messageId: followUp.messageId,
        ...rendered,
        key: `follow-up.${followUp.followUpId}`,
      },
      record,
      logContext: context,
    });
    if (sent) this.logger.info(context, 'follow-up e-mailed from the reply address');
  }
}
