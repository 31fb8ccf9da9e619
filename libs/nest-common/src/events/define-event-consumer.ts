import type { FactoryProvider, OnApplicationBootstrap, OnModuleDestroy, Type } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventContract, EventPayload, TEventEnvelope } from '@hirerelay/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { DATABASE, LOGGER, NATS_CONNECTION } from '../bootstrap/tokens.js';
import { withTransactionTimeout } from '../database/transactions.js';
import { DurableEventConsumer, type EventHandlerSpec } from './durable-consumer.js';
import type { SqlExecutor, TransactionalDb } from './sql.js';

export interface EventConsumerDefinition<
  C extends EventContract<z.ZodType>,
  Tx extends SqlExecutor,
  H,
> extends Pick<EventHandlerSpec<C, Tx>, 'durableName' | 'contract' | 'maxDeliver' | 'ackWaitMs'> {
  /** The provider that does the work (a service, or a repository for a plain record). */
  handler: Type<H>;
  /** Runs inside the transaction that also records the event id: its effect happens once. */
  handle(handler: H, payload: EventPayload<C>, envelope: TEventEnvelope, tx: Tx): Promise<void>;
  /** Runs once that transaction has committed (see `EventHandlerSpec.afterCommit`). */
  afterCommit?(handler: H, payload: EventPayload<C>): void;
  /**
   * How long that transaction may stay open, for handlers that wait on a slow server (SMTP).
   * Give `ackWaitMs` more than this, so JetStream does not redeliver an event still in hand.
   */
  transactionTimeoutMs?: number;
}

/** Starts a durable consumer when the application has started, stops it when the module closes. */
export class EventConsumerLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(private readonly consumer: { start(): Promise<void>; stop(): Promise<void> }) {}

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}

/** The injection token of the consumer `defineEventConsumer` provides, e.g. to replace it in a test. */
export const eventConsumerToken = (durableName: string): string => `EventConsumer:${durableName}`;

/**
 * One event consumer of a service, as a Nest provider: list the result among the module's
 * providers. The plumbing (JetStream durable, exactly-once record in `processed_events`, retry
 * on a capped backoff, start and stop with the app) is `DurableEventConsumer`'s; a definition
 * only names the event, the durable and the provider whose method handles it:
 *
 *     export const SystemPingConsumer = defineEventConsumer({
 *       durableName: 'notifications-system-ping',
 *       contract: SystemPingEvent,
 *       handler: ReceivedPingRepository,
 *       handle: (pings, payload, envelope, tx) => pings.record(tx, envelope.id, payload.note),
 *     });
 */
export function defineEventConsumer<C extends EventContract<z.ZodType>, Tx extends SqlExecutor, H>(
  definition: EventConsumerDefinition<C, Tx, H>,
): FactoryProvider<EventConsumerLifecycle> {
  const { handler: handlerType, handle, afterCommit, transactionTimeoutMs, ...spec } = definition;
  return {
    provide: eventConsumerToken(definition.durableName),
    inject: [NATS_CONNECTION, DATABASE, LOGGER, handlerType],
    useFactory: (nc: NatsConnection, db: TransactionalDb<Tx>, logger: Logger, handler: H) =>
      new EventConsumerLifecycle(
        new DurableEventConsumer(
          nc,
          transactionTimeoutMs === undefined ? db : withTransactionTimeout(db, transactionTimeoutMs),
          logger,
          {
            ...spec,
            handle: (payload, envelope, tx) => handle(handler, payload, envelope, tx),
            ...(afterCommit
              ? { afterCommit: (payload: EventPayload<C>) => afterCommit(handler, payload) }
              : {}),
          },
        ),
      ),
  };
}
