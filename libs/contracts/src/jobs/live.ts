import { z } from 'zod';
import type { EventPayload } from '../define.js';
import {
  JobDeletedEvent,
  JobImportedEvent,
  JobMessagePostedEvent,
  JobMessagesReadEvent,
  JobStatusChangedEvent,
  JobUpdatedEvent,
} from './events.js';
import { JobAssignedEvent, JobOverdueEvent } from './queue.js';

/**
 * The job events `GET /api/events` sends to the browser, by the `type` it sees (the subject's
 * name: `events.jobs.message-posted.v1` → `message-posted`). Staff receive every job's; a user only
 * those of their own jobs.
 */
export const LIVE_JOB_EVENTS = {
  'job-imported': JobImportedEvent,
  'message-posted': JobMessagePostedEvent,
  'messages-read': JobMessagesReadEvent,
  'status-changed': JobStatusChangedEvent,
  'job-updated': JobUpdatedEvent,
  'job-deleted': JobDeletedEvent,
  // Staff-only (STAFF_ONLY_LIVE_JOB_EVENTS): never on the owner's stream.
  'job-assigned': JobAssignedEvent,
  'job-overdue': JobOverdueEvent,
} as const;
export type TLiveJobEventType = keyof typeof LIVE_JOB_EVENTS;

/**
 * The live events only staff receive, whoever owns the job: who owns a job in the queue and its
 * overdue alert are staff's business, never the owner's.
 */
export const STAFF_ONLY_LIVE_JOB_EVENTS: ReadonlySet<TLiveJobEventType> = new Set([
  'job-assigned',
  'job-overdue',
]);

/** One event's `data:` line (JSON); the SSE `id:` is its stream sequence. */
export type TLiveJobEvent = {
  [K in TLiveJobEventType]: {
    type: K;
    jobId: string;
    occurredAt: string;
    payload: EventPayload<(typeof LIVE_JOB_EVENTS)[K]>;
  };
}[TLiveJobEventType];

/**
 * Sent instead of the missed events when `Last-Event-ID` is older than the replay window (five
 * minutes): the browser reloads what it shows.
 */
export type TLiveResync = { type: 'resync' };

export type TLiveEvent = TLiveJobEvent | TLiveResync;

/**
 * `GET /api/events?lastEventId=`: where to resume when the browser opens a new EventSource (after
 * signing in again, say), which cannot set the `Last-Event-ID` header itself. The header, which
 * EventSource sends on its own reconnects, wins when both are given.
 */
export const ZEventsQuery = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid event id')
    .optional()
    .describe('The id of the last event received.'),
});
export type TEventsQuery = z.output<typeof ZEventsQuery>;
