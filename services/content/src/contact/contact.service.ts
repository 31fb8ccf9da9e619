import { Inject, Injectable } from '@nestjs/common';
import {
  ContactMessageReceivedEvent,
  type RpcReply,
  type SubmitContactMessageRpc,
} from '@hirerelay/contracts';
import { enqueueEvent, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import { Transactions } from '../database.js';
import { ContactMessageRepository } from './contact-message.repository.js';

@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly transactions: Transactions,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  /**
   * Stores the message and, in the same transaction, the event that has notifications e-mail it
   * to support: a stored message is never left without its e-mail, nor an e-mail without its message.
   */
  async submit(
    request: RpcInput<typeof SubmitContactMessageRpc>,
  ): Promise<RpcReply<typeof SubmitContactMessageRpc>> {
    const stored = await this.transactions.run(async (tx) => {
      const message = await this.messages.create(tx, request);
      await enqueueEvent(tx, 'content', ContactMessageReceivedEvent, {
        messageId: message.id,
        reason: message.reason,
        name: message.name,
        email: message.email,
        message: message.message,
        userId: message.userId,
        receivedAt: message.createdAt.toISOString(),
      });
      return message;
    });
    this.relay.kick();
    return { id: stored.id, receivedAt: stored.createdAt.toISOString() };
  }
}
