import { PassThrough } from 'node:stream';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AppError, ErrorCode, type TJobActor } from '@hirerelay/contracts';
import { ScrapedGauge } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';
import { SessionRevocations } from '../auth/session-revocations.service.js';
import { GatewayMessages } from '../common/gateway.messages.js';
import { RateLimitedError } from '../common/security/rate-limit.service.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { JobEventsFeed } from './job-events.feed.js';
import type { LiveEvent } from './live-event-window.util.js';
import { sseComment, sseEvent, sseRetry, SSE_RESYNC } from './sse-format.util.js';

/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** How long a new stream waits for the feed to read JetStream before answering 503. */
const FEED_READY_TIMEOUT_MS = 5_000;
/** The browser reconnects this soon after the stream ends (EventSource's `retry:`). */
const RECONNECT_MS = 2_000;
/** A browser that reads slower than events come is cut off rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** The 429's Retry-After when a user has too many streams open (a place frees when one closes). */
export const STREAMS_FULL_RETRY_AFTER_SECONDS = 10;

/** The open streams of this replica on its metrics (read on scrape). */
const OPEN_STREAMS = new ScrapedGauge(
  'hirerelay_sse_streams_open',
  'Live-events streams (GET /api/events) open on this gateway replica',
);

/** Whose stream it is: the session it was opened in, and when that session's access token expires. */
export interface StreamSession {
  sessionId: string;
  /** ms since 1970 */
  expiresAt: number;
}

interface OpenStream {
  userId: string;
  sessionId: string;
  end(): void;
}

/**
 * The signed-in users' open event streams on this replica: what each may receive (staff every
 * job's events, a user those of their own jobs), heartbeats, a cap per user, and cleanup when the
 * browser goes away. A stream ends when its session is revoked (logout, password change or reset,
 * theft, an account cancelled or an admin demoted: SessionRevocations tells every replica) and when
 * the access token it was opened with expires; the browser then reconnects (with `Last-Event-ID`)
 * with a fresh token, or is refused.
 */
@Injectable()
export class EventStreams implements OnModuleInit, OnModuleDestroy {
  private readonly open = new Set<OpenStream>();
  private stopListening: (() => void) | undefined;
  private stopCounting: (() => void) | undefined;

  constructor(
    private readonly feed: JobEventsFeed,
    private readonly revocations: SessionRevocations,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  onModuleInit(): void {
    this.stopListening = this.revocations.onRevoked((sessionIds) => this.endSessions(sessionIds));
    this.stopCounting = OPEN_STREAMS.attach(() => this.open.size);
  }

  /** Ends every stream before the HTTP server closes, which would otherwise wait for them. */
  onModuleDestroy(): void {
    this.stopListening?.();
    this.stopCounting?.();
    for (const stream of this.open) stream.end();
  }

  /** Ends the streams opened in these sessions. */
  endSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const stream of this.open) if (ended.has(stream.sessionId)) stream.end();
  }

  openCount(userId: string): number {
    let count = 0;
    for (const stream of this.open) if (stream.userId === userId) count += 1;
    return count;
  }

  async serve(
    actor: TJobActor,
    session: StreamSession,
    lastEventId: number | undefined,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    if (!(await this.feed.ready(FEED_READY_TIMEOUT_MS))) {
      throw new AppError(ErrorCode.ServiceUnavailable, GatewayMessages.serviceUnavailable);
    }
    if (this.openCount(actor.userId) >= this.config.EVENTS_MAX_STREAMS_PER_USER) {
      throw new RateLimitedError(STREAMS_FULL_RETRY_AFTER_SECONDS, GatewayMessages.tooManyEventStreams);
    }
    const mayReceive = (event: LiveEvent) =>
      actor.role === 'admin' || (event.staffOnly !== true && event.ownerId === actor.userId);
    const body = new PassThrough();
    let lastSent = lastEventId ?? this.feed.latestSeq();
    const send = (event: LiveEvent) => {
      if (event.seq <= lastSent) return;
      lastSent = event.seq;
      if (mayReceive(event)) write(sseEvent(event.seq, event.data));
    };
    const write = (chunk: string) => {
      if (body.writableLength > MAX_BUFFERED_BYTES) return stream.end();
      body.write(chunk);
    };

    // Listening first, then replaying: an event that arrives meanwhile is sent once, in order.
    const pending: LiveEvent[] = [];
    let replaying = true;
    const unsubscribe = this.feed.subscribe((event) => (replaying ? pending.push(event) : send(event)));
    const heartbeat = setInterval(() => write(sseComment('heartbeat')), HEARTBEAT_MS);
    // No stream outlives the token it was opened with (the browser reconnects with a fresh one).
    const lifetime = setTimeout(() => stream.end(), Math.max(0, session.expiresAt - Date.now()));
    const stream: OpenStream = {
      userId: actor.userId,
      sessionId: session.sessionId,
      end: () => {
        if (!this.open.delete(stream)) return;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        body.end();
      },
    };
    this.open.add(stream);
    // A revocation between the guard's check and the line above was not seen by this stream.
    void this.revocations.isRevoked(session.sessionId).then(
      (revoked) => revoked && stream.end(),
      () => undefined,
    );
    // The response's close, not the request's: a request without a body is over long before.
    reply.raw.once('close', () => stream.end());

    write(sseRetry(RECONNECT_MS));
    if (lastEventId !== undefined) {
      const replay = this.feed.replaySince(lastEventId);
      if (replay.kind === 'gap') {
        lastSent = this.feed.latestSeq();
        write(sseEvent(lastSent, SSE_RESYNC));
      } else {
        for (const event of replay.events) send(event);
      }
    }
    replaying = false;
    for (const event of pending.splice(0)) send(event);

    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-store, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  }
}
