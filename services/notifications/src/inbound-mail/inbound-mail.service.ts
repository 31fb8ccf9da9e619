import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  InboundMailMessages,
  ReplyReceivedEvent,
  type ReceiveInboundMailRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import { enqueueEvent, LOGGER, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import { INBOUND_LIMITS, parseInboundMessage, rulesClassifier } from '@hirerelay/replies';
import PostalMime from 'postal-mime';
import type { Logger } from 'pino';
import { Transactions } from '../database.js';
import { ReplyAddresses, type ReplyAddressView } from '../reply-addresses/reply-addresses.service.js';
import { InboundMailObjects, messagePrefix } from './inbound-mail-objects.service.js';
import { InboundMailRepository } from './inbound-mail.repository.js';
import { attachmentObjectName, dedupeKeyOf, replyReceivedPayload } from './inbound-mail.rules.js';
import { MailAuthentication } from './mail-authentication.service.js';

/** How one message reached us: the SMTP session's envelope, or the webhook's poster. */
export interface InboundEnvelope {
  channel: 'smtp' | 'webhook';
  /** MAIL FROM (null: none given, or the webhook). */
  envelopeFrom: string | null;
  clientIp: string | null;
  helo: string | null;
}

export type IntakeResult =
  | { outcome: 'accepted'; replyId: string; duplicate: boolean }
  | {
      outcome: 'refused';
      reason: 'too-large' | 'too-deep' | 'too-many-parts' | 'unreadable';
      detail: string;
    };

/** Another delivery of the same message recorded it first, while this one was being stored. */
class TakenMeanwhile extends Error {}

/**
 * Takes one inbound message for one reply address, the same way for SMTP and the signed webhook:
 * parse (a refusal keeps nothing), classify with the rules, keep the raw message and each
 * attachment privately in the object store under the message's prefix, record one
 * `inbound_mails` row and publish `ReplyReceivedEvent` through the outbox in the same transaction.
 * The forward to the user's own address follows from that event (`ReplyForwardEmailService`), so it
 * is sent once and retried like every other e-mail. The same message delivered again for the same
 * user (same Message-ID, else the same bytes) is taken once: the repeat answers the first one's id.
 */
@Injectable()
export class InboundMailService {
  private readonly logger: Logger;

  constructor(
    @Inject(LOGGER) logger: Logger,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    private readonly transactions: Transactions,
    private readonly repository: InboundMailRepository,
    private readonly objects: InboundMailObjects,
    private readonly authentication: MailAuthentication,
    private readonly addresses: ReplyAddresses,
  ) {
    this.logger = logger.child({ component: 'inbound-mail' });
  }

  /** The user a recipient belongs to (null: refuse it as unknown), for the SMTP listener's RCPT TO. */
  recipient(address: string): Promise<ReplyAddressView | null> {
    return this.addresses.userOfRecipient(address);
  }

  async take(raw: Buffer, recipient: ReplyAddressView, envelope: InboundEnvelope): Promise<IntakeResult> {
    const parsed = await parseInboundMessage(raw);
    if (!parsed.ok) {
      this.logger.info({ userId: recipient.userId, reason: parsed.refusal.reason }, 'inbound mail refused');
      return { outcome: 'refused', reason: parsed.refusal.reason, detail: parsed.refusal.detail };
    }
    const message = parsed.message;
    const { userId } = recipient;
    const dedupeKey = dedupeKeyOf(message.messageId, raw);
    const taken = await this.repository.findTaken(userId, dedupeKey);
    if (taken) return { outcome: 'accepted', replyId: taken, duplicate: true };

    const [authentication, classification] = await Promise.all([
      this.authentication.check(raw, {
        ip: envelope.clientIp,
        helo: envelope.helo,
        sender: envelope.envelopeFrom,
      }),
      rulesClassifier.classify(message),
    ]);
    const replyId = randomUUID();
    const prefix = messagePrefix(userId, replyId);
    const keys = await this.store(raw, prefix);
    const receivedAt = new Date();
    try {
      await this.transactions.run(async (tx) => {
        const inserted = await this.repository.insert(tx, {
          id: replyId,
          userId,
          replyAddress: recipient.address,
          dedupeKey,
          channel: envelope.channel,
          envelopeFrom: envelope.envelopeFrom?.slice(0, 320) ?? null,
          clientIp: envelope.clientIp?.slice(0, 64) ?? null,
          fromAddress: message.from?.address.slice(0, 320) ?? null,
          subject: message.subject.slice(0, 1_000),
          messageId: message.messageId?.slice(0, 1_000) ?? null,
          rawSize: raw.byteLength,
          attachmentCount: keys.attachments.length,
          objectPrefix: prefix,
          kind: classification.kind,
          suggestedStatus: classification.suggestedStatus,
          confidence: classification.confidence,
          spf: authentication.spf,
          dkim: authentication.dkim,
          dmarc: authentication.dmarc,
          authResults: authentication.header,
          receivedAt,
        });
        if (!inserted) throw new TakenMeanwhile();
        await enqueueEvent(
          tx,
          'notifications',
          ReplyReceivedEvent,
          replyReceivedPayload({
            replyId,
            userId,
            replyAddress: recipient.address,
            receivedAt,
            message,
            classification,
            authentication,
            attachmentKeys: keys.attachments,
          }),
        );
      });
    } catch (error) {
      await this.objects.remove([keys.raw, ...keys.attachments]);
      if (!(error instanceof TakenMeanwhile)) throw error;
      const first = await this.repository.findTaken(userId, dedupeKey);
      if (!first) throw new Error('inbound mail taken meanwhile but not found');
      return { outcome: 'accepted', replyId: first, duplicate: true };
    }
    this.relay.kick();
    this.logger.info(
      { replyId, userId, channel: envelope.channel, kind: classification.kind, size: raw.byteLength },
      'inbound mail taken',
    );
    return { outcome: 'accepted', replyId, duplicate: false };
  }

  /**
   * The webhook's message, staged by the gateway: read (bounded), taken, and the staged object
   * removed whatever the outcome (an unknown recipient or an unreadable message keeps nothing).
   */
  async receiveStaged(
    request: RpcInput<typeof ReceiveInboundMailRpc>,
  ): Promise<RpcReply<typeof ReceiveInboundMailRpc>> {
    try {
      const recipient = await this.addresses.userOfRecipient(request.recipient);
      if (!recipient) throw new AppError(ErrorCode.NotFound, InboundMailMessages.noSuchUser);
      const staged = await this.objects.read(request.objectKey, INBOUND_LIMITS.maxBytes);
      if (staged.state === 'missing')
        throw new AppError(ErrorCode.NotFound, InboundMailMessages.stagedMissing);
      if (staged.state === 'too-large')
        throw new AppError(ErrorCode.Validation, InboundMailMessages.tooLarge);
      const result = await this.take(staged.bytes, recipient, {
        channel: 'webhook',
        envelopeFrom: null,
        clientIp: request.clientIp,
        helo: null,
      });
      if (result.outcome === 'refused') {
        throw new AppError(
          ErrorCode.Validation,
          result.reason === 'too-large' ? InboundMailMessages.tooLarge : InboundMailMessages.unreadable,
        );
      }
      return { replyId: result.replyId, duplicate: result.duplicate };
    } finally {
      await this.objects.remove([request.objectKey]);
    }
  }

  /** Writes the raw message and each attachment; answers their keys (attachments in message order). */
  private async store(raw: Buffer, prefix: string): Promise<{ raw: string; attachments: string[] }> {
    const rawKey = `${prefix}message.eml`;
    // The same options and filter as parseInboundMessage, so the keys line up with its attachments.
    const email = await PostalMime.parse(raw, {
      attachmentEncoding: 'arraybuffer',
      maxNestingDepth: INBOUND_LIMITS.maxNestingDepth,
      maxHeadersSize: INBOUND_LIMITS.maxHeadersBytes,
      maxRfc822NestingDepth: 2,
    });
    const attachments = email.attachments.filter((a) => !a.related).slice(0, INBOUND_LIMITS.maxAttachments);
    const keys = attachments.map(
      (attachment, index) => `${prefix}${attachmentObjectName(index, attachment.filename)}`,
    );
    try {
      await this.objects.put(rawKey, raw, 'message/rfc822');
      for (const [index, attachment] of attachments.entries()) {
        const content =
          typeof attachment.content === 'string'
            ? Buffer.from(attachment.content)
            : new Uint8Array(attachment.content);
        await this.objects.put(keys[index]!, content, attachment.mimeType || 'application/octet-stream');
      }
    } catch (error) {
      await this.objects.remove([rawKey, ...keys]);
      throw error;
    }
    return { raw: rawKey, attachments: keys };
  }
}
