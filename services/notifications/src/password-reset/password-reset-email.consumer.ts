import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { PasswordResetRequestedEvent } from '@hirerelay/contracts';
import { DATABASE, DurableEventConsumer, LOGGER, NATS_CONNECTION } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { withTransactionTimeout, type NotificationsDatabase, type NotificationsTx } from '../database.js';
import { PasswordResetEmailService } from './password-reset-email.service.js';

/** Longer than the SMTP sender's timeouts, so the transaction outlives any send it waits for. */
const TRANSACTION_TIMEOUT_MS = 60_000;

@Injectable()
export class PasswordResetEmailConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: DurableEventConsumer<typeof PasswordResetRequestedEvent, NotificationsTx>;

  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(DATABASE) db: NotificationsDatabase,
    @Inject(LOGGER) logger: Logger,
    emails: PasswordResetEmailService,
  ) {
    this.consumer = new DurableEventConsumer(nc, withTransactionTimeout(db, TRANSACTION_TIMEOUT_MS), logger, {
      durableName: 'notifications-password-reset-email',
      contract: PasswordResetRequestedEvent,
      handle: (payload, envelope, tx) => emails.send(payload, envelope.id, tx),
      // Keep retrying while the SMTP server is away: the handler itself gives up (and records it)
      // once the link has expired, so the retries end within the hour.
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
