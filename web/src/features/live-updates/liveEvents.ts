import type { TLiveJobEventType } from '@hirerelay/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { jobKeys } from '../jobs/queryKeys';

/** What happened to a job, as `GET /api/events` names it (libs/contracts TLiveEvent). */
export type LiveJobEventKind = TLiveJobEventType;

/** Which side did it: the sender of a message, the reader of messages read. */
export type LiveEventSide = 'user' | 'admin';

/**
 * A job event, or `resync`: the gateway no longer holds what this browser missed, so everything
 * shown may be out of date. `by` is the side that wrote or read, for messages (when the data says).
 */
export type LiveEvent = { kind: LiveJobEventKind; jobId: string; by?: LiveEventSide } | { kind: 'resync' };

// A list, not the contract's table (LIVE_JOB_EVENTS): its zod schemas would join the dashboard's
// first load.
const KINDS = [
  'message-posted',
  'messages-read',
  'status-changed',
  'job-updated',
  'job-deleted',
  'job-imported',
  'job-assigned',
  'job-overdue',
] as const satisfies readonly LiveJobEventKind[];

const kindOf = (type: unknown): LiveJobEventKind | null => KINDS.find((kind) => kind === type) ?? null;

const sideOf = (role: unknown): LiveEventSide | undefined =>
  role === 'user' || role === 'admin' ? role : undefined;

/**
 * One server-sent event's data (the gateway's `{ type, jobId, occurredAt, payload }`, `type` being
 * the event's subject without `events.jobs.` and the version), or `{ type: 'resync' }`. Anything
 * else is null: the stream may carry kinds this SPA does not know yet.
 */
export function parseLiveEvent(data: string): LiveEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { type, jobId, payload } = parsed as Record<string, unknown>;
  if (type === 'resync') return { kind: 'resync' };
  const kind = kindOf(type);
  if (!kind || typeof jobId !== 'string') return null;
  const fields = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const by =
    kind === 'message-posted'
      ? sideOf(fields.senderRole)
      : kind === 'messages-read'
        ? sideOf(fields.readerRole)
        : undefined;
  return by ? { kind, jobId, by } : { kind, jobId };
}

/**
 * What an event makes stale: `now`, the queries to ask for again at once (a list key here never
 * covers staff's queue, though the queue sits under the lists), and `queue`, whether staff's work
 * queue may have changed (asked for again through a {@link Coalescer}: at 500+ applications a day
 * every open queue would otherwise be read again for every event of every job).
 */
export interface Staleness {
  now: QueryKey[];
  queue: boolean;
}

/**
 * The queries an event makes stale. A new message changes the chat, the job's unread count and the
 * list (its badge, and the default order puts unread first); messages read (in another tab of the
 * same person, or by staff) change the chat's read marks and the counts; a status change, an edit or
 * a delete change the open job and the list; an import adds a row to staff's list.
 *
 * The queue (jobs not yet Applied by due time, and owners waiting in chat: customer, plan, company,
 * title, due, details needed, staff's unread count, assignee) changes with an import, a status
 * change, a delete, an edit (company, title, details needed: the event does not say which changed),
 * a claim or assignment, an overdue job, an owner's message (waiting for staff, staff's unread
 * count) and staff reading the owner's messages (which ends the wait). Staff's own message and the
 * owner reading staff's leave it as it was. A message whose side is unknown counts as a change.
 */
export function staleQueriesOf(event: LiveEvent): Staleness {
  switch (event.kind) {
    case 'resync':
      return { now: [jobKeys.all], queue: true };
    case 'message-posted':
      return {
        now: [jobKeys.messages(event.jobId), jobKeys.detail(event.jobId), jobKeys.lists],
        queue: event.by !== 'admin',
      };
    case 'messages-read':
      return {
        now: [jobKeys.messages(event.jobId), jobKeys.detail(event.jobId), jobKeys.lists],
        queue: event.by !== 'user',
      };
    case 'status-changed':
    case 'job-updated':
    case 'job-deleted':
      return { now: [jobKeys.detail(event.jobId), jobKeys.lists], queue: true };
    case 'job-imported':
      return { now: [jobKeys.lists], queue: true };
    // Staff's alone: who owns a job changed, or it passed its due time (the queue shows both).
    case 'job-assigned':
      return { now: [jobKeys.assignment(event.jobId)], queue: true };
    case 'job-overdue':
      return { now: [], queue: true };
  }
}

/** Whether a cached query is one of staff's queues (they sit under the lists). */
export function isQueueKey(queryKey: QueryKey): boolean {
  return jobKeys.queues.every((part, index) => queryKey[index] === part);
}

/** At most one queue refresh in this long, per browser tab (the last event is never dropped). */
export const QUEUE_REFRESH_INTERVAL_MS = 2_000;

export interface Coalescer {
  /** Something changed: run now if nothing ran lately, else once when the interval ends. */
  request(): void;
  /** Forget a pending run (the stream is closed). */
  cancel(): void;
}

/**
 * Runs `run` at most once per `intervalMs`: the first request at once, the requests within the
 * interval after it as one run when the interval ends (so the latest change is always read), and
 * so on while requests keep coming.
 */
export function coalesce(run: () => void, intervalMs = QUEUE_REFRESH_INTERVAL_MS): Coalescer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const wait = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!pending) return;
      pending = false;
      run();
      wait();
    }, intervalMs);
  };
  return {
    request() {
      if (timer !== undefined) {
        pending = true;
        return;
      }
      run();
      wait();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = false;
    },
  };
}

/**
 * Applies one event to the query cache: what it made stale is asked for again now, staff's queue
 * apart (never through a list key), which `queue` refreshes at its own pace.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent, queue: Coalescer): void {
  const stale = staleQueriesOf(event);
  for (const queryKey of stale.now) {
    void queryClient.invalidateQueries({ queryKey, predicate: (query) => !isQueueKey(query.queryKey) });
  }
  if (stale.queue) queue.request();
}

/** The queue's refresher for a query cache: every queue view, at most once per interval. */
export function queueRefresher(queryClient: QueryClient, intervalMs = QUEUE_REFRESH_INTERVAL_MS): Coalescer {
  return coalesce(() => void queryClient.invalidateQueries({ queryKey: jobKeys.queues }), intervalMs);
}

const EVENTS_URL = '/api/events';
/** After the server refused a stream that never opened (say the session is gone): a pause. */
export const REOPEN_AFTER_REFUSAL_MS = 5_000;

/**
 * Where a new EventSource connects: with the last event id received in the query (a new
 * EventSource cannot send `Last-Event-ID`), so the gateway replays what came after it.
 */
export function eventsUrl(lastEventId: string | null): string {
  return lastEventId ? `${EVENTS_URL}?lastEventId=${encodeURIComponent(lastEventId)}` : EVENTS_URL;
}

/**
 * How long to wait before a new stream once the browser gave up on one (its reconnect refused).
 * A stream that was open ends when its access token expires or its session ends, and the browser's
 * own reconnect, still holding the expired cookie, is refused: the session is asked for at once
 * (which refreshes the token) and the stream reopened where it was, so the user sees no break. A
 * stream refused before it ever opened waits, so a lost session does not loop.
 */
export function reopenDelayMs(wasOpen: boolean): number {
  return wasOpen ? 0 : REOPEN_AFTER_REFUSAL_MS;
}
