import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { SystemPingEvent } from '@hirerelay/contracts';
import { DATABASE, DurableEventConsumer, LOGGER, NATS_CONNECTION } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { NotificationsDatabase } from '../database.js';
import { ReceivedPingRepository } from './received-ping.repository.js';

type Tx = Parameters<Parameters<NotificationsDatabase['$transaction']>[0]>[0];

@Injectable()
export class SystemPingConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: DurableEventConsumer<typeof SystemPingEvent, Tx>;

  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(DATABASE) db: NotificationsDatabase,
    @Inject(LOGGER) logger: Logger,
    pings: ReceivedPingRepository,
  ) {
    this.consumer = new DurableEventConsumer(nc, db, logger, {
      durableName: 'notifications-system-ping',
      contract: SystemPingEvent,
      handle: (payload, envelope, tx) => pings.record(tx, envelope.id, payload.note),
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}
