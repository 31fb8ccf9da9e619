import type { EventPayload } from '../define.js';
import {
  JobDeletedEvent,
  JobImportedEvent,
  JobMessagePostedEvent,
  JobMessagesReadEvent,
  JobStatusChangedEvent,
  JobUpdatedEvent,
} from './events.js';

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
} as const;
export type TLiveJobEventType = keyof typeof LIVE_JOB_EVENTS;

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
