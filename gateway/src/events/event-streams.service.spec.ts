import { EventEmitter } from 'node:events';
import type { PassThrough } from 'node:stream';
import { AppError, type TJobActor } from '@hirerelay/contracts';
import type { FastifyReply } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionRevocations } from '../auth/session-revocations.service.js';
import { GatewayMessages } from '../common/gateway.messages.js';
import type { TGatewayEnv } from '../config/env.js';
import {
  EventStreams,
  STREAMS_FULL_RETRY_AFTER_SECONDS,
  type StreamSession,
} from './event-streams.service.js';
import type { JobEventsFeed } from './job-events.feed.js';
import type { LiveEvent, Replay } from './live-event-window.util.js';

const ALICE = 'alice';
const BOB = 'bob';
const user = (userId: string): TJobActor => ({ userId, role: 'user' });
const staff: TJobActor = { userId: 'staff', role: 'admin' };
const event = (seq: number, ownerId: string): LiveEvent => ({
  seq,
  storedAt: 0,
  ownerId,
  data: JSON.stringify({ type: 'message-posted', seq }),
});

/** The feed as the streams see it: events pushed by the test, a replay the test sets. */
class FakeFeed {
  listeners = new Set<(event: LiveEvent) => void>();
  latest = 10;
  replay: Replay = { kind: 'events', events: [] };
  isReady = true;
  ready = () => Promise.resolve(this.isReady);
  latestSeq = () => this.latest;
  replaySince = () => this.replay;
  subscribe(listener: (event: LiveEvent) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(live: LiveEvent) {
    this.latest = live.seq;
    for (const listener of this.listeners) listener(live);
  }
}

/** The revocations as the streams see them: the test announces ended sessions. */
class FakeRevocations {
  listeners = new Set<(ids: readonly string[]) => void>();
  revoked = new Set<string>();
  onRevoked(listener: (ids: readonly string[]) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  isRevoked = (sessionId: string) => Promise.resolve(this.revoked.has(sessionId));
  announce(ids: string[]) {
    for (const id of ids) this.revoked.add(id);
    for (const listener of this.listeners) listener(ids);
  }
}

let sessions = 0;
/** The session a stream is opened in: its id, and its access token's expiry (10 minutes unless said). */
const tokenOf = (sessionId = `session-${++sessions}`, expiresInMs = 600_000): StreamSession => ({
  sessionId,
  expiresAt: Date.now() + expiresInMs,
});

/** A reply that keeps what the stream writes, and a connection the test can close. */
function fakeReply() {
  const raw = new EventEmitter();
  let text = '';
  let ended = false;
  const reply = {
    raw,
    header: () => reply,
    send: (body: PassThrough) => {
      body.setEncoding('utf8');
      body.on('data', (chunk: string) => (text += chunk));
      body.on('end', () => (ended = true));
      return reply;
    },
  };
  return {
    reply: reply as unknown as FastifyReply,
    text: () => text,
    ended: () => ended,
    ids: () => [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])),
    close: () => raw.emit('close'),
  };
}

let feed: FakeFeed;
let revocations: FakeRevocations;
let streams: EventStreams;
const config = { EVENTS_MAX_STREAMS_PER_USER: 2, ACCESS_TOKEN_TTL_SECONDS: 600 } as TGatewayEnv;
const flush = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  feed = new FakeFeed();
  revocations = new FakeRevocations();
  streams = new EventStreams(
    feed as unknown as JobEventsFeed,
    revocations as unknown as SessionRevocations,
    config,
  );
  streams.onModuleInit();
});
afterEach(() => {
  streams.onModuleDestroy();
  vi.useRealTimers();
});

describe('EventStreams', () => {
  it("sends a user their own jobs' events only, and staff every job's, with the sequence as id", async () => {
    const alice = fakeReply();
    const everyone = fakeReply();
    await streams.serve(user(ALICE), tokenOf(), undefined, alice.reply);
    await streams.serve(staff, tokenOf(), undefined, everyone.reply);
    feed.emit(event(11, ALICE));
    feed.emit(event(12, BOB));
    feed.emit(event(13, ALICE));
    await flush();
    expect(alice.ids()).toEqual([11, 13]);
    expect(everyone.ids()).toEqual([11, 12, 13]);
    expect(alice.text()).toContain('data: {"type":"message-posted","seq":11}\n\n');
    expect(alice.text().startsWith('retry: 2000\n\n')).toBe(true);
  });

  it('never sends the owner a staff-only event about their own job (who owns it, its overdue alert); staff get it', async () => {
    const alice = fakeReply();
    const everyone = fakeReply();
    await streams.serve(user(ALICE), tokenOf(), undefined, alice.reply);
    await streams.serve(staff, tokenOf(), undefined, everyone.reply);
    feed.emit(event(11, ALICE));
    feed.emit({
      ...event(12, ALICE),
      staffOnly: true,
      data: JSON.stringify({ type: 'job-assigned', seq: 12 }),
    });
    feed.emit(event(13, ALICE));
    await flush();
    expect(alice.ids()).toEqual([11, 13]);
    expect(alice.text()).not.toContain('job-assigned');
    expect(everyone.ids()).toEqual([11, 12, 13]);
  });

  it('replays what came after Last-Event-ID, then live events, each once and in order', async () => {
    feed.replay = { kind: 'events', events: [event(8, ALICE), event(9, BOB), event(10, ALICE)] };
    const alice = fakeReply();
    await streams.serve(user(ALICE), tokenOf(), 7, alice.reply);
    feed.emit(event(10, ALICE)); // already replayed
    feed.emit(event(11, ALICE));
    await flush();
    expect(alice.ids()).toEqual([8, 10, 11]);
  });

  it('sends one resync event when the missed events left the window', async () => {
    feed.replay = { kind: 'gap' };
    const alice = fakeReply();
    await streams.serve(user(ALICE), tokenOf(), 1, alice.reply);
    feed.emit(event(11, ALICE));
    await flush();
    expect(alice.text()).toContain('id: 10\ndata: {"type":"resync"}\n\n');
    expect(alice.ids()).toEqual([10, 11]);
  });

  it('writes a heartbeat comment every 15 seconds, and ends the stream when its token expires', async () => {
    vi.useFakeTimers();
    const alice = fakeReply();
    await streams.serve(user(ALICE), tokenOf(), undefined, alice.reply);
    vi.advanceTimersByTime(15_000);
    await vi.runOnlyPendingTimersAsync();
    expect(alice.text()).toContain(': heartbeat\n\n');
    vi.advanceTimersByTime(600_000);
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
    await flush();
    expect(alice.ended()).toBe(true);
    expect(feed.listeners.size).toBe(0);
  });

  it('caps the open streams per user, and frees a place when a connection closes', async () => {
    const first = fakeReply();
    await streams.serve(user(ALICE), tokenOf(), undefined, first.reply);
    await streams.serve(user(ALICE), tokenOf(), undefined, fakeReply().reply);
    await expect(streams.serve(user(ALICE), tokenOf(), undefined, fakeReply().reply)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: GatewayMessages.tooManyEventStreams,
      retryAfterSeconds: STREAMS_FULL_RETRY_AFTER_SECONDS,
    });
    await streams.serve(user(BOB), tokenOf(), undefined, fakeReply().reply);
    first.close();
    expect(streams.openCount(ALICE)).toBe(1);
    await streams.serve(user(ALICE), tokenOf(), undefined, fakeReply().reply);
    expect(feed.listeners.size).toBe(3);
  });

  it('answers 503 while the feed cannot read the stream', async () => {
    feed.isReady = false;
    const refused = streams.serve(user(ALICE), tokenOf(), undefined, fakeReply().reply);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('ends the streams of a revoked session at once, and no other', async () => {
    const ended = fakeReply();
    const sibling = fakeReply();
    const staffs = fakeReply();
    await streams.serve(user(ALICE), tokenOf('alice-phone'), undefined, ended.reply);
    await streams.serve(user(ALICE), tokenOf('alice-laptop'), undefined, sibling.reply);
    await streams.serve(staff, tokenOf('staff-desk'), undefined, staffs.reply);
    revocations.announce(['alice-phone', 'someone-else']);
    feed.emit(event(11, ALICE));
    await flush();
    expect(ended.ended()).toBe(true);
    expect(ended.ids()).toEqual([]);
    expect(sibling.ids()).toEqual([11]);
    expect(sibling.ended()).toBe(false);
    // A demoted admin's sessions are revoked the same way: staff events stop.
    revocations.announce(['staff-desk']);
    feed.emit(event(12, BOB));
    await flush();
    expect(staffs.ended()).toBe(true);
    expect(staffs.ids()).toEqual([11]);
    expect(streams.openCount(ALICE)).toBe(1);
  });

  it('ends a stream opened in a session revoked just before it was registered', async () => {
    revocations.revoked.add('already-ended');
    const late = fakeReply();
    await streams.serve(user(ALICE), tokenOf('already-ended'), undefined, late.reply);
    await flush();
    expect(late.ended()).toBe(true);
    expect(streams.openCount(ALICE)).toBe(0);
  });

  it('ends a stream when its token expires, however long the token lifetime is', async () => {
    vi.useFakeTimers();
    const alice = fakeReply();
    // Opened with a token that has 30 s left of its 600.
    await streams.serve(user(ALICE), tokenOf('late', 30_000), undefined, alice.reply);
    vi.advanceTimersByTime(29_000);
    expect(streams.openCount(ALICE)).toBe(1);
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();
    await flush();
    expect(alice.ended()).toBe(true);
    expect(streams.openCount(ALICE)).toBe(0);
  });
});
