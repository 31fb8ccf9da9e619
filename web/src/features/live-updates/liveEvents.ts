import type { TLiveJobEventType } from '@hirerelay/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { jobKeys } from '../jobs/queryKeys';

/** What happened to a job, as `GET /api/events` names it (libs/contracts TLiveEvent). */
export type LiveJobEventKind = TLiveJobEventType;

/**
 * A job event, or `resync`: the gateway no longer holds what this browser missed, so everything
 * shown may be out of date.
 */
export type LiveEvent = { kind: LiveJobEventKind; jobId: string } | { kind: 'resync' };

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
  const { type, jobId } = parsed as Record<string, unknown>;
  if (type === 'resync') return { kind: 'resync' };
  const kind = kindOf(type);
  if (!kind || typeof jobId !== 'string') return null;
  return { kind, jobId };
}

/**
 * The cached queries an event makes stale. A new message changes the chat, the job's unread count
 * and the list (its badge, and the default order puts unread first); messages read (in another tab
 * of the same person, or by staff) change the chat's read marks and the counts; a status change, an edit or a
 * delete change the open job and the list; an import adds a row to staff's list. Staff's queue is
 * under the lists, so all of these refresh it too.
 */
export function staleQueriesOf(event: LiveEvent): QueryKey[] {
  switch (event.kind) {
    case 'resync':
      return [jobKeys.all];
    case 'message-posted':
    case 'messages-read':
      return [jobKeys.messages(event.jobId), jobKeys.detail(event.jobId), jobKeys.lists];
    case 'status-changed':
    case 'job-updated':
    case 'job-deleted':
      return [jobKeys.detail(event.jobId), jobKeys.lists];
    case 'job-imported':
      return [jobKeys.lists];
    // Staff's alone: who owns a job changed, or it passed its due time (the queue shows both).
    case 'job-assigned':
      return [jobKeys.queues, jobKeys.assignment(event.jobId)];
    case 'job-overdue':
      return [jobKeys.queues];
  }
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
