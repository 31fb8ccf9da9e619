import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  EVENTS_STREAM,
  REQUEST_ID_HEADER,
  ZEventEnvelope,
  type EventContract,
  type EventPayload,
  type TEventEnvelope,
} from '@hirerelay/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { isDatabaseUnreachable } from '../health/database-unreachable.js';
import { requestContext, sanitizeRequestId } from '../logging/request-context.js';
import { observeConsumerBacklog } from '../metrics/backlog-metrics.js';
import { extractTraceContext, inSpan, natsAttributes, SpanKind } from '../tracing/trace-context.js';
import type { SqlExecutor, TransactionalDb } from './sql.js';

export interface EventHandlerSpec<C extends EventContract<z.ZodType>, Tx extends SqlExecutor> {
  /** Durable consumer name: one per (service, purpose); replicas of a service share it. */
  durableName: string;
  contract: C;
  /** Runs inside the transaction that also records the event id: its effect happens once. */
  handle(payload: EventPayload<C>, envelope: TEventEnvelope, tx: Tx): Promise<void>;
  /**
   * Runs once the handler's transaction has committed (not for a redelivery already handled): a
   * nudge to work that reads what the handler wrote, such as kicking a background work. Its
   * failure is logged and changes nothing about the event.
   */
  afterCommit?(payload: EventPayload<C>): void;
  /**
   * How often an event is offered before JetStream gives up on it; unlimited (-1) by default, so an
   * outage of the database or of a server the handler needs (redelivered on the capped backoff
   * below) delays events instead of losing them. Malformed events are terminated explicitly.
   */
  maxDeliver?: number;
  ackWaitMs?: number;
}

/** The JetStream durable consumer a handler spec asks for. */
export function durableConsumerConfig(
  spec: Pick<
    EventHandlerSpec<EventContract<z.ZodType>, SqlExecutor>,
    'durableName' | 'contract' | 'maxDeliver' | 'ackWaitMs'
  >,
) {
  return {
    durable_name: spec.durableName,
    filter_subject: spec.contract.subject,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(spec.ackWaitMs ?? 30_000),
    max_deliver: spec.maxDeliver ?? -1,
  };
}

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];

/**
 * A JetStream durable pull consumer whose handler has exactly-once effect: the event id is
 * inserted into `processed_events` in the same database transaction as the handler's writes, so a
 * redelivered (or re-published) event finds its id there and is acknowledged without a second effect.
 */
export class DurableEventConsumer<C extends EventContract<z.ZodType>, Tx extends SqlExecutor> {
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;
  /** Set while the database cannot be reached: the outage is logged once, not once per event. */
  private databaseOutage = false;
  private stopObserving: (() => void) | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly db: TransactionalDb<Tx>,
    private readonly logger: Logger,
    private readonly spec: EventHandlerSpec<C, Tx>,
  ) {}

  async start(): Promise<void> {
    const { durableName, contract } = this.spec;
    const jsm = await jetstreamManager(this.nc);
    const config = durableConsumerConfig(this.spec);
    try {
      await jsm.consumers.info(EVENTS_STREAM.name, durableName);
    } catch {
      await jsm.consumers.add(EVENTS_STREAM.name, config).catch(async (error: unknown) => {
        // a sibling replica may have created it first
        await jsm.consumers.info(EVENTS_STREAM.name, durableName).catch(() => {
          throw error;
        });
      });
    }
    const consumer = await jetstream(this.nc).consumers.get(EVENTS_STREAM.name, durableName);
    this.messages = await consumer.consume({ max_messages: 20 });
    this.stopObserving = observeConsumerBacklog(durableName, () => consumer.info());
    const messages = this.messages;
    this.loop = (async () => {
      for await (const message of messages) await this.handleMessage(message);
    })();
    this.logger.info({ durableName, subject: contract.subject }, 'event consumer started');
  }

  async stop(): Promise<void> {
    this.stopObserving?.();
    await this.messages?.close();
    await this.loop;
  }

  private runAfterCommit(payload: EventPayload<C>): void {
    try {
      this.spec.afterCommit?.(payload);
    } catch (error) {
      this.logger.warn({ err: error, durableName: this.spec.durableName }, 'after-commit step failed');
    }
  }

  private async handleMessage(message: JsMsg): Promise<void> {
    const requestId = sanitizeRequestId(message.headers?.get(REQUEST_ID_HEADER) || undefined);
    // With tracing on: a CONSUMER span named after the subject, child of the relay's publish span.
    const span = {
      kind: SpanKind.CONSUMER,
      parent: extractTraceContext(message.headers),
      attributes: {
        ...natsAttributes(message.subject, 'process'),
        'messaging.consumer.group.name': this.spec.durableName,
      },
    };
    await requestContext.run({ requestId }, () => inSpan(message.subject, span, () => this.process(message)));
  }

  private async process(message: JsMsg): Promise<void> {
    const decoded = this.decode(message);
    if (!decoded) {
      // Malformed events can never succeed: stop redelivering them, keep a log line to inspect.
      message.term('malformed event');
      return;
    }
    const { envelope, payload } = decoded;
    try {
      const applied = await this.db.$transaction(async (tx) => {
        const inserted = await tx.$executeRawUnsafe(
          `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING`,
          this.spec.durableName,
          envelope.id,
        );
        if (inserted === 0) return false;
        await this.spec.handle(payload, envelope, tx);
        return true;
      });
      message.ack();
      if (applied) this.runAfterCommit(payload);
      if (this.databaseOutage) {
        this.databaseOutage = false;
        this.logger.info({ durableName: this.spec.durableName }, 'event consumer reaches its database again');
      }
      this.logger.info(
        { durableName: this.spec.durableName, eventId: envelope.id, subject: envelope.subject, applied },
        applied ? 'event handled' : 'event already handled; acknowledged again',
      );
    } catch (error) {
      const attempt = message.info.deliveryCount;
      const delay = RETRY_DELAYS_MS[Math.min(attempt - 1, RETRY_DELAYS_MS.length - 1)] ?? 1_000;
      if (isDatabaseUnreachable(error)) {
        if (!this.databaseOutage) {
          this.databaseOutage = true;
          this.logger.warn(
            { err: error, durableName: this.spec.durableName },
            'event consumer cannot reach its database; events wait for redelivery',
          );
        }
      } else {
        this.logger.error(
          { err: error, durableName: this.spec.durableName, eventId: envelope.id, attempt },
          'event handler failed; will retry',
        );
      }
      message.nak(delay);
    }
  }

  private decode(message: JsMsg): { envelope: TEventEnvelope; payload: EventPayload<C> } | undefined {
    let raw: unknown;
    try {
      raw = message.json();
    } catch {
      raw = undefined;
    }
    const envelope = ZEventEnvelope.safeParse(raw);
    const payload = envelope.success
      ? this.spec.contract.payload.safeParse(envelope.data.payload)
      : undefined;
    if (!envelope.success || !payload?.success) {
      this.logger.error(
        { durableName: this.spec.durableName, subject: message.subject, seq: message.seq },
        'malformed event dropped',
      );
      return undefined;
    }
    return { envelope: envelope.data, payload: payload.data as EventPayload<C> };
  }
}
