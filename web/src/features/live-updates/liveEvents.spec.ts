import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  applyLiveEvent,
  coalesce,
  eventsUrl,
  isQueueKey,
  parseLiveEvent,
  QUEUE_REFRESH_INTERVAL_MS,
  queueRefresher,
  REOPEN_AFTER_REFUSAL_MS,
  reopenDelayMs,
  staleQueriesOf,
} from './liveEvents';

const JOB = '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21';

describe('parseLiveEvent', () => {
  const data = (type: string, jobId: unknown = JOB) =>
    JSON.stringify({ type, jobId, occurredAt: '2026-03-01T10:00:00.000Z', payload: { jobId } });

  it("reads the event's kind and job from the gateway's data line", () => {
    expect(parseLiveEvent(data('message-posted'))).toEqual({ kind: 'message-posted', jobId: JOB });
    expect(parseLiveEvent(data('status-changed'))).toEqual({ kind: 'status-changed', jobId: JOB });
  });

  it('reads the resync the gateway sends when it no longer holds what was missed', () => {
    expect(parseLiveEvent(JSON.stringify({ type: 'resync' }))).toEqual({ kind: 'resync' });
  });

  it('ignores what it cannot read: not JSON, an unknown kind, no job', () => {
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent('null')).toBeNull();
    expect(parseLiveEvent(data('subscription-paid'))).toBeNull();
    expect(parseLiveEvent(data('job-updated', null))).toBeNull();
  });
});

describe('staleQueriesOf', () => {
  const data = (type: string, payload: object) =>
    JSON.stringify({ type, jobId: JOB, payload: { jobId: JOB, ...payload } });

  it('reads who wrote a message, or read them, from the payload', () => {
    expect(parseLiveEvent(data('message-posted', { senderRole: 'user' }))).toEqual({
      kind: 'message-posted',
      jobId: JOB,
      by: 'user',
    });
    expect(parseLiveEvent(data('messages-read', { readerRole: 'admin' }))).toEqual({
      kind: 'messages-read',
      jobId: JOB,
      by: 'admin',
    });
    expect(parseLiveEvent(data('message-posted', { senderRole: 'robot' }))).toEqual({
      kind: 'message-posted',
      jobId: JOB,
    });
  });

  it('refreshes the chat, the job and the list (never the queue with them) for a new message or messages read', () => {
    for (const kind of ['message-posted', 'messages-read'] as const) {
      expect(staleQueriesOf({ kind, jobId: JOB }).now).toEqual([
        ['jobs', 'messages', JOB],
        ['jobs', 'detail', JOB],
        ['jobs', 'list'],
      ]);
    }
  });

  it("refreshes the queue for an owner's message (waiting for staff) and staff reading it, not for staff's message or the owner reading it", () => {
    expect(staleQueriesOf({ kind: 'message-posted', jobId: JOB, by: 'user' }).queue).toBe(true);
    expect(staleQueriesOf({ kind: 'messages-read', jobId: JOB, by: 'admin' }).queue).toBe(true);
    expect(staleQueriesOf({ kind: 'message-posted', jobId: JOB, by: 'admin' }).queue).toBe(false);
    expect(staleQueriesOf({ kind: 'messages-read', jobId: JOB, by: 'user' }).queue).toBe(false);
    // A side it cannot tell: as if it changed the queue.
    expect(staleQueriesOf({ kind: 'message-posted', jobId: JOB }).queue).toBe(true);
    expect(staleQueriesOf({ kind: 'messages-read', jobId: JOB }).queue).toBe(true);
  });

  it('refreshes everything after a resync', () => {
    expect(staleQueriesOf({ kind: 'resync' })).toEqual({ now: [['jobs']], queue: true });
  });

  it('refreshes the job, the list and the queue for a status change, an edit or a delete', () => {
    for (const kind of ['status-changed', 'job-updated', 'job-deleted'] as const) {
      expect(staleQueriesOf({ kind, jobId: JOB })).toEqual({
        now: [
          ['jobs', 'detail', JOB],
          ['jobs', 'list'],
        ],
        queue: true,
      });
    }
  });

  it('refreshes the list and the queue for an import', () => {
    expect(staleQueriesOf({ kind: 'job-imported', jobId: JOB })).toEqual({
      now: [['jobs', 'list']],
      queue: true,
    });
  });

  it("refreshes staff's queue and the job's assignment when who owns it changes, and the queue when it is overdue", () => {
    expect(parseLiveEvent(JSON.stringify({ type: 'job-assigned', jobId: JOB }))).toEqual({
      kind: 'job-assigned',
      jobId: JOB,
    });
    expect(staleQueriesOf({ kind: 'job-assigned', jobId: JOB })).toEqual({
      now: [['jobs', 'assignment', JOB]],
      queue: true,
    });
    expect(staleQueriesOf({ kind: 'job-overdue', jobId: JOB })).toEqual({ now: [], queue: true });
  });

  it("tells staff's queues from the other lists", () => {
    expect(isQueueKey(['jobs', 'list', 'queue', { view: 'all' }])).toBe(true);
    expect(isQueueKey(['jobs', 'list', 'queue'])).toBe(true);
    expect(isQueueKey(['jobs', 'list', { status: 'Saved' }])).toBe(false);
    expect(isQueueKey(['jobs', 'list', 'status-counts', {}])).toBe(false);
    expect(isQueueKey(['jobs'])).toBe(false);
  });
});

describe('coalesce (the queue refresh)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first request at once, then a burst once when the interval ends, never more often', () => {
    const run = vi.fn();
    const queue = coalesce(run, QUEUE_REFRESH_INTERVAL_MS);
    queue.request();
    expect(run).toHaveBeenCalledTimes(1);
    // 50 events in the next 2 s: one more refresh, at the interval's end, after the last of them.
    for (let i = 0; i < 50; i += 1) {
      vi.advanceTimersByTime(30);
      queue.request();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUEUE_REFRESH_INTERVAL_MS - 1_500);
    expect(run).toHaveBeenCalledTimes(2);
    // Nothing new: nothing more.
    vi.advanceTimersByTime(10 * QUEUE_REFRESH_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(2);
    // Quiet for a while: the next event is read at once again.
    queue.request();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('keeps at most one refresh per interval under a steady stream, and reads the last event', () => {
    const run = vi.fn();
    const queue = coalesce(run, 2_000);
    // An event every 100 ms for 10 s: 100 events.
    for (let i = 0; i < 100; i += 1) {
      queue.request();
      vi.advanceTimersByTime(100);
    }
    expect(run.mock.calls.length).toBeLessThanOrEqual(6);
    vi.advanceTimersByTime(2_000);
    // The last event (at 9.9 s) was followed by a refresh.
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(6);
    expect(run.mock.calls.length).toBeLessThanOrEqual(7);
  });

  it('drops a pending refresh when cancelled (the stream closed)', () => {
    const run = vi.fn();
    const queue = coalesce(run, 2_000);
    queue.request();
    queue.request();
    queue.cancel();
    vi.advanceTimersByTime(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('applyLiveEvent (the query cache)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const LIST = ['jobs', 'list', { status: 'Saved' }];
  const QUEUE = ['jobs', 'list', 'queue', { view: 'all' }];
  const DETAIL = ['jobs', 'detail', JOB];
  const cache = () => {
    const queryClient = new QueryClient();
    for (const key of [LIST, QUEUE, DETAIL]) queryClient.setQueryData(key, { cached: true });
    const queueRefreshes = () =>
      invalidate.mock.calls.filter(
        ([filters]) => JSON.stringify(filters?.queryKey) === '["jobs","list","queue"]',
      ).length;
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
    return { queryClient, queue: queueRefresher(queryClient), queueRefreshes, stale };
  };

  it("refreshes the lists for staff's own message but never the queue under them", () => {
    const { queryClient, queue, queueRefreshes, stale } = cache();
    applyLiveEvent(queryClient, { kind: 'message-posted', jobId: JOB, by: 'admin' }, queue);
    expect([stale(LIST), stale(DETAIL), stale(QUEUE)]).toEqual([true, true, false]);
    vi.advanceTimersByTime(10_000);
    expect(queueRefreshes()).toBe(0);
    expect(stale(QUEUE)).toBe(false);
  });

  it('refreshes the queue at once for an import, then once for a burst of 30 events, when the interval ends', () => {
    const { queryClient, queue, queueRefreshes, stale } = cache();
    applyLiveEvent(queryClient, { kind: 'job-imported', jobId: JOB }, queue);
    expect(stale(QUEUE)).toBe(true);
    expect(queueRefreshes()).toBe(1);
    for (let i = 0; i < 30; i += 1) {
      applyLiveEvent(queryClient, { kind: 'status-changed', jobId: JOB }, queue);
      vi.advanceTimersByTime(50);
    }
    expect(queueRefreshes()).toBe(1);
    vi.advanceTimersByTime(QUEUE_REFRESH_INTERVAL_MS);
    expect(queueRefreshes()).toBe(2);
  });
});

describe('reopening a stream', () => {
  it('resumes a new EventSource after the last event received, through the query', () => {
    expect(eventsUrl(null)).toBe('/api/events');
    expect(eventsUrl('1042')).toBe('/api/events?lastEventId=1042');
  });

  it('reopens at once after a stream that was open ends (token expiry, session ended), else after a pause', () => {
    expect(reopenDelayMs(true)).toBe(0);
    expect(reopenDelayMs(false)).toBe(REOPEN_AFTER_REFUSAL_MS);
  });
});
