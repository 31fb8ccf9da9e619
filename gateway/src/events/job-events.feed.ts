import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM, ZEventEnvelope } from '@hirerelay/contracts';
import { ensureEventsStream } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { NATS } from '../common/infra/infra.providers.js';
import { GATEWAY_LOGGER } from '../common/infra/infra.providers.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { liveEventOf } from './live-event-sources.mapper.js';
import { LiveEventWindow, type LiveEvent, type Replay } from './live-event-window.util.js';
import {
  JOB_EVENTS,
  nextStart,
  readingLostBy,
  readingOptions,
  retryDelayMs,
} from './live-feed-reading.rules.js';

/** How far back a reconnecting browser is caught up (its `Last-Event-ID`). */
export const REPLAY_WINDOW_MS = 5 * 60_000;
/** A bound on the replay window's memory, whatever the traffic. */
const REPLAY_MAX_EVENTS = 10_000;

type Listener = (event: LiveEvent) => void;

/**
 * The job events of the JetStream stream, fanned out in this gateway replica's memory to its open
 * event streams. Each replica reads them through its own ordered (ephemeral) consumer, so every
 * replica sees every event and can serve any user; a shared durable consumer would split the
 * events between replicas. The first reading starts REPLAY_WINDOW_MS back, so the replay window is
 * full from the start.
 *
 * A reading ends when its consumer is lost (NATS disconnected or restarted, the consumer deleted or
 * silent, or its iterator failing); a new consumer then reads on right after the last sequence
 * read, retried with a capped backoff until it works, so open streams get every event once. nats.js
 * is never left to re-create the consumer itself (see `readingOptions`). While not reading, the
 * feed is down in `/api/health` (`liveEvents`); one warn line when it is lost, one info line when
 * it reads again.
 */
@Injectable()
export class JobEventsFeed implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new Set<Listener>();
  private readonly window = new LiveEventWindow(REPLAY_WINDOW_MS, REPLAY_MAX_EVENTS);
  /** The newest sequence known when reading began, then the newest event read. */
  private highWater = 0;
  /** The last stream sequence a consumer delivered (0: none yet): the next reading starts after it. */
  private lastReadSeq = 0;
  /** Where the first reading started, and every reading until one delivered something. */
  private firstStart: Date | undefined;
  /** Bumped whenever a reading ends: what an older one still delivers or reports is ignored. */
  private reading = 0;
  private messages: ConsumerMessages | undefined;
  private consuming = false;
  /** The feed read once and then lost its consumer: the next start logs that it resumed. */
  private lost = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly started: Promise<void>;
  private markStarted!: () => void;

  constructor(
    @Inject(NATS) private readonly nc: NatsConnection,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<TGatewayEnv, 'EVENTS_STREAM_REPLICAS'>,
  ) {
    this.started = new Promise((resolve) => (this.markStarted = resolve));
  }

  /** Started in the background: the gateway serves its other routes while NATS is away. */
  onModuleInit(): void {
    void this.watchConnection();
    void this.start();
  }

  /** Before the NATS connection drains (InfraLifecycle, at application shutdown). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.reading += 1;
    clearTimeout(this.retry);
    await this.messages?.close().catch(() => undefined);
  }

  /** Resolves once the feed reads the stream; false when that takes longer than `timeoutMs`. */
  async ready(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const result = await Promise.race([this.started.then(() => true), timeout]);
    clearTimeout(timer);
    return result;
  }

  /** Whether a consumer is reading the stream now (`/api/health`'s `liveEvents`). */
  isConsuming(): boolean {
    return this.consuming;
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

  /**
   * A disconnected client reads nothing, and its consumer may not survive: end the reading now. Once
   * reconnected, read again at once rather than after the backoff's pause.
   */
  private async watchConnection(): Promise<void> {
    try {
      for await (const status of this.nc.status()) {
        if (status.type === 'disconnect') this.lose(this.reading, 'NATS disconnected');
        if (status.type === 'reconnect' && !this.consuming && !this.stopped) {
          clearTimeout(this.retry);
          this.failures = 0;
          void this.start();
        }
      }
    } catch {
      // The connection closed for good: the process exits (exitWhenConnectionCloses).
    }
  }

  private async start(): Promise<void> {
    if (this.stopped) return;
    const reading = this.reading;
    try {
      if (this.firstStart === undefined) {
        await ensureEventsStream(this.nc, { replicas: this.config.EVENTS_STREAM_REPLICAS });
        const info = await (await jetstreamManager(this.nc)).streams.info(EVENTS_STREAM.name);
        this.highWater = info.state.last_seq;
        this.window.startAfter(info.state.last_seq);
        this.firstStart = new Date(Date.now() - REPLAY_WINDOW_MS);
      }
      const from = nextStart(this.firstStart, this.lastReadSeq);
      // A new name each time: two replicas (or two readings) with one prefix would take each
      // other's consumer (JetStream: "start time can not be updated").
      const consumer = await jetstream(this.nc).consumers.get(
        EVENTS_STREAM.name,
        readingOptions(from, `gateway-live-${randomUUID()}`),
      );
      const messages = await consumer.consume({ max_messages: 200 });
      // Another attempt (a retry and a reconnection overlapping) may have won meanwhile.
      if (reading !== this.reading || this.stopped || this.consuming) {
        await messages.close().catch(() => undefined);
        return;
      }
      this.messages = messages;
      void this.watchReading(messages, reading);
      void this.read(messages, reading);
      this.consuming = true;
      this.failures = 0;
      this.markStarted();
      if (this.lost) {
        this.lost = false;
        this.logger.info({ subjects: JOB_EVENTS, after: this.lastReadSeq }, 'live job events feed resumed');
      } else {
        this.logger.info({ subjects: JOB_EVENTS }, 'live job events feed started');
      }
    } catch (error) {
      if (this.stopped || reading !== this.reading || this.consuming) return;
      // Not yet read once: a warn per attempt, as before (NATS not up at start). After a loss,
      // the one warn line was written when it was lost.
      if (!this.lost) this.logger.warn({ err: error }, 'live job events feed could not start; retrying');
      this.scheduleStart();
    }
  }

  private async read(messages: ConsumerMessages, reading: number): Promise<void> {
    try {
      for await (const message of messages) {
        if (reading !== this.reading) break;
        this.accept(message);
      }
      this.lose(reading, 'consumer ended');
    } catch (error) {
      this.lose(reading, error instanceof Error ? error.message : String(error));
    }
  }

  private async watchReading(messages: ConsumerMessages, reading: number): Promise<void> {
    try {
      for await (const notification of messages.status()) {
        const lostBy = readingLostBy(notification);
        if (lostBy) this.lose(reading, lostBy);
        if (reading !== this.reading) break;
      }
    } catch {
      // Ends with the reading.
    }
  }

  /** Ends the reading (once; a later report about it is ignored) and starts a new one. */
  private lose(reading: number, reason: string): void {
    if (this.stopped || reading !== this.reading) return;
    this.reading += 1;
    const messages = this.messages;
    this.messages = undefined;
    void messages?.close().catch(() => undefined);
    if (this.consuming) {
      this.consuming = false;
      this.lost = true;
      this.logger.warn(
        { reason, lastSeq: this.lastReadSeq },
        'live job events feed lost; reading again after the last event read',
      );
    }
    this.scheduleStart();
  }

  private scheduleStart(): void {
    clearTimeout(this.retry);
    const delay = retryDelayMs(this.failures);
    this.failures += 1;
    this.retry = setTimeout(() => void this.start(), delay);
  }

  private accept(message: JsMsg): void {
    // Ordered: a sequence at or before the last one read is a redelivery.
    if (message.seq <= this.lastReadSeq) return;
    this.lastReadSeq = message.seq;
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
      staffOnly: event.staffOnly,
      data: JSON.stringify(event.data),
    };
    this.window.push(live);
    this.highWater = Math.max(this.highWater, live.seq);
    for (const listener of this.listeners) {
      try {
        listener(live);
      } catch (error) {
        // One broken stream must not stop the feed for every other one.
        this.logger.error({ err: error, seq: live.seq }, 'live event not delivered to a stream');
      }
    }
  }
}

function safeJson(message: JsMsg): unknown {
  try {
    return message.json();
  } catch {
    return undefined;
  }
}
