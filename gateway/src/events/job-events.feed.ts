import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM, ZEventEnvelope } from '@hirerelay/contracts';
import { ensureEventsStream } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { NATS } from '../common/infra/infra.providers.js';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { liveEventOf } from './live-event-sources.js';
import { LiveEventWindow, type LiveEvent, type Replay } from './live-event-window.js';

/** How far back a reconnecting browser is caught up (its `Last-Event-ID`). */
export const REPLAY_WINDOW_MS = 5 * 60_000;
/** A bound on the replay window's memory, whatever the traffic. */
const REPLAY_MAX_EVENTS = 10_000;
const JOB_EVENTS = 'events.jobs.>';
const RETRY_START_MS = 2_000;

type Listener = (event: LiveEvent) => void;

/**
 * The job events of the JetStream stream, fanned out in this gateway replica's memory to its open
 * event streams. Each replica reads them through its own ordered (ephemeral) consumer, so every
 * replica sees every event and can serve any user; a shared durable consumer would split the
 * events between replicas. Reading starts REPLAY_WINDOW_MS back, so the replay window is full from
 * the start; the ordered consumer re-creates itself after a NATS outage at the next sequence.
 */
@Injectable()
export class JobEventsFeed implements OnModuleInit, OnApplicationShutdown {
  private readonly listeners = new Set<Listener>();
  private readonly window = new LiveEventWindow(REPLAY_WINDOW_MS, REPLAY_MAX_EVENTS);
  /** The newest sequence known when reading began, then the newest event read. */
  private highWater = 0;
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly started: Promise<void>;
  private markStarted!: () => void;

  constructor(
    @Inject(NATS) private readonly nc: NatsConnection,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {
    this.started = new Promise((resolve) => (this.markStarted = resolve));
  }

  /** Started in the background: the gateway serves its other routes while NATS is away. */
  onModuleInit(): void {
    void this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.messages?.close();
    await this.loop;
  }

  /** Resolves once the feed reads the stream; false when that takes longer than `timeoutMs`. */
  async ready(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const result = await Promise.race([this.started.then(() => true), timeout]);
    clearTimeout(timer);
    return result;
  }

  /** The newest sequence this replica has seen: a new stream sends only what comes after it. */
  latestSeq(): number {
    return this.highWater;
  }

  replaySince(lastSeq: number): Replay {
    return this.window.since(lastSeq);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async start(): Promise<void> {
    try {
      await ensureEventsStream(this.nc);
      const info = await (await jetstreamManager(this.nc)).streams.info(EVENTS_STREAM.name);
      this.highWater = info.state.last_seq;
      this.window.startAfter(info.state.last_seq);
      const consumer = await jetstream(this.nc).consumers.get(EVENTS_STREAM.name, {
        // Unique per replica: the consumer's name is this prefix and a counter, and two replicas
        // with one prefix would take each other's consumer (JetStream: "start time can not be updated").
        name_prefix: `gateway-live-${randomUUID()}`,
        // One subject as a string: a list needs NATS 2.10, the local server may be older.
        filter_subjects: JOB_EVENTS,
        deliver_policy: DeliverPolicy.StartTime,
        opt_start_time: new Date(Date.now() - REPLAY_WINDOW_MS).toISOString(),
      });
      const messages = await consumer.consume({ max_messages: 200 });
      this.messages = messages;
      this.loop = (async () => {
        for await (const message of messages) this.accept(message);
      })();
      this.markStarted();
      this.logger.info({ subjects: JOB_EVENTS }, 'live job events feed started');
    } catch (error) {
      if (this.stopped) return;
      this.logger.warn({ err: error }, 'live job events feed could not start; retrying');
      this.retry = setTimeout(() => void this.start(), RETRY_START_MS);
    }
  }

  private accept(message: JsMsg): void {
    const envelope = ZEventEnvelope.safeParse(safeJson(message));
    const event = envelope.success ? liveEventOf(envelope.data) : undefined;
    if (!event) {
      this.logger.warn(
        { subject: message.subject, seq: message.seq },
        'job event not understood; not sent live',
      );
      return;
    }
    const live: LiveEvent = {
      seq: message.seq,
      storedAt: Math.floor(message.info.timestampNanos / 1_000_000),
      ownerId: event.ownerId,
      data: JSON.stringify(event.data),
    };
    this.window.push(live);
    this.highWater = Math.max(this.highWater, live.seq);
    for (const listener of this.listeners) listener(live);
  }
}

function safeJson(message: JsMsg): unknown {
  try {
    return message.json();
  } catch {
    return undefined;
  }
}
