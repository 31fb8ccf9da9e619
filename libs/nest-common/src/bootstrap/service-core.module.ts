import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { TServiceName } from '@hirerelay/contracts';
import type { Logger } from 'pino';
import type { TServiceEnv } from '../config/load-config.js';
import { ensureEventsStream } from '../events/events-stream.js';
import { OutboxRelay } from '../events/outbox.js';
import type { TransactionalDb } from '../events/sql.js';
import { createHealthController } from '../health/health.controller.js';
import { exitWhenConnectionCloses, markShuttingDown, natsConnectionOptions } from '../nats/nats-options.js';
import { DATABASE, LOGGER, NATS_CONNECTION, OUTBOX_RELAY, SERVICE_CONFIG } from './tokens.js';
import { stopTracing } from '../tracing/start-tracing.js';

export interface ServiceCoreOptions {
  name: TServiceName;
  config: TServiceEnv;
  logger: Logger;
  database: TransactionalDb;
}

@Injectable()
class ServiceLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(DATABASE) private readonly db: TransactionalDb,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onApplicationShutdown(signal?: string): Promise<void> {
    markShuttingDown();
    this.logger.info({ signal }, 'shutting down');
    await this.relay.stop();
    await this.nc.drain().catch(() => undefined);
    await this.db.$disconnect();
    // The spans still buffered (tracing on), the shutdown's own included.
    await stopTracing();
  }
}

/**
 * What every service has: its validated config, logger, database client, a NATS connection for
 * JetStream, the outbox relay and the health handler. Global, so a service's own modules can
 * inject these tokens without importing this module.
 */
@Module({})
export class ServiceCoreModule {
  static forService(options: ServiceCoreOptions): DynamicModule {
    const { name, config, logger, database } = options;
    return {
      module: ServiceCoreModule,
      global: true,
      controllers: [createHealthController(name)],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: DATABASE, useValue: database },
        {
          provide: NATS_CONNECTION,
          useFactory: async () => {
            const connection = `${name}-events`;
            const nc = await connect(natsConnectionOptions(config.NATS_URL, connection));
            exitWhenConnectionCloses(nc, logger, connection);
            await ensureEventsStream(nc, {
              replicas: config.EVENTS_STREAM_REPLICAS,
              onRetry: (error, attempt, delayMs) =>
                logger.warn({ err: error, attempt, delayMs }, 'events stream not set up yet; trying again'),
            });
            return nc;
          },
        },
        {
          provide: OUTBOX_RELAY,
          inject: [NATS_CONNECTION],
          useFactory: (nc: NatsConnection) =>
            new OutboxRelay(nc, database, logger.child({ component: 'outbox' }), {
              pollMs: config.OUTBOX_POLL_MS,
            }),
        },
        ServiceLifecycle,
      ],
      exports: [SERVICE_CONFIG, LOGGER, DATABASE, NATS_CONNECTION, OUTBOX_RELAY],
    };
  }
}
