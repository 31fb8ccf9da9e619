import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { ContactMessageReceivedEvent } from '@hirerelay/contracts';
import { DATABASE, DurableEventConsumer, LOGGER, NATS_CONNECTION } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { withTransactionTimeout, type NotificationsDatabase, type NotificationsTx } from '../database.js';
import { ContactMessageEmailService } from './contact-message-email.service.js';

/** Longer than the SMTP sender's timeouts, so the transaction outlives any send it waits for. */
const TRANSACTION_TIMEOUT_MS = 60_000;

@Injectable()
export class ContactMessageEmailConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: DurableEventConsumer<typeof ContactMessageReceivedEvent, NotificationsTx>;

  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(DATABASE) db: NotificationsDatabase,
    @Inject(LOGGER) logger: Logger,
    emails: ContactMessageEmailService,
  ) {
    this.consumer = new DurableEventConsumer(nc, withTransactionTimeout(db, TRANSACTION_TIMEOUT_MS), logger, {
      durableName: 'notifications-contact-message-email',
      contract: ContactMessageReceivedEvent,
      handle: (payload, envelope, tx) => emails.send(payload, envelope.id, tx),
      // Keep retrying while the SMTP server is away: a visitor's message does not go stale, and
      // support should get it whenever mail works again.
      maxDeliver: -1,
      ackWaitMs: TRANSACTION_TIMEOUT_MS + 30_000,
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}
