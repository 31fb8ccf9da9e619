import { EventEmitter } from 'node:events';
import type { PassThrough } from 'node:stream';
import { AppError, type TJobActor } from '@hirerelay/contracts';
import type { FastifyReply } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGatewayEnv } from '../config/env.js';
import { EventStreams } from './event-streams.service.js';
import type { JobEventsFeed } from './job-events.feed.js';
import type { LiveEvent, Replay } from './live-event-window.js';

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
let streams: EventStreams;
const config = { EVENTS_MAX_STREAMS_PER_USER: 2, ACCESS_TOKEN_TTL_SECONDS: 600 } as TGatewayEnv;
const flush = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  feed = new FakeFeed();
  streams = new EventStreams(feed as unknown as JobEventsFeed, config);
});
afterEach(() => {
  streams.onModuleDestroy();
  vi.useRealTimers();
});

describe('EventStreams', () => {
  it("sends a user their own jobs' events only, and staff every job's, with the sequence as id", async () => {
    const alice = fakeReply();
    const everyone = fakeReply();
    await streams.serve(user(ALICE), undefined, alice.reply);
    await streams.serve(staff, undefined, everyone.reply);
    feed.emit(event(11, ALICE));
    feed.emit(event(12, BOB));
    feed.emit(event(13, ALICE));
    await flush();
    expect(alice.ids()).toEqual([11, 13]);
    expect(everyone.ids()).toEqual([11, 12, 13]);
    expect(alice.text()).toContain('data: {"type":"message-posted","seq":11}\n\n');
    expect(alice.text().startsWith('retry: 2000\n\n')).toBe(true);
  });

  it('replays what came after Last-Event-ID, then live events, each once and in order', async () => {
    feed.replay = { kind: 'events', events: [event(8, ALICE), event(9, BOB), event(10, ALICE)] };
    const alice = fakeReply();
    await streams.serve(user(ALICE), 7, alice.reply);
    feed.emit(event(10, ALICE)); // already replayed
    feed.emit(event(11, ALICE));
    await flush();
    expect(alice.ids()).toEqual([8, 10, 11]);
  });

  it('sends one resync event when the missed events left the window', async () => {
    feed.replay = { kind: 'gap' };
    const alice = fakeReply();
    await streams.serve(user(ALICE), 1, alice.reply);
    feed.emit(event(11, ALICE));
    await flush();
    expect(alice.text()).toContain('id: 10\ndata: {"type":"resync"}\n\n');
    expect(alice.ids()).toEqual([10, 11]);
  });

  it('writes a heartbeat comment every 15 seconds, and ends the stream after one token lifetime', async () => {
    vi.useFakeTimers();
    const alice = fakeReply();
    await streams.serve(user(ALICE), undefined, alice.reply);
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
    await streams.serve(user(ALICE), undefined, first.reply);
    await streams.serve(user(ALICE), undefined, fakeReply().reply);
    await expect(streams.serve(user(ALICE), undefined, fakeReply().reply)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await streams.serve(user(BOB), undefined, fakeReply().reply);
    first.close();
    expect(streams.openCount(ALICE)).toBe(1);
    await streams.serve(user(ALICE), undefined, fakeReply().reply);
    expect(feed.listeners.size).toBe(3);
  });

  it('answers 503 while the feed cannot read the stream', async () => {
    feed.isReady = false;
    const refused = streams.serve(user(ALICE), undefined, fakeReply().reply);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
