import { describe, expect, it } from 'vitest';
import {
  eventsUrl,
  parseLiveEvent,
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
  it('refreshes the chat, the job and the list for a new message or messages read', () => {
    for (const kind of ['message-posted', 'messages-read'] as const) {
      expect(staleQueriesOf({ kind, jobId: JOB })).toEqual([
        ['jobs', 'messages', JOB],
        ['jobs', 'detail', JOB],
        ['jobs', 'list'],
      ]);
    }
  });

  it('refreshes everything after a resync', () => {
    expect(staleQueriesOf({ kind: 'resync' })).toEqual([['jobs']]);
  });

  it('refreshes the job and the list for a status change, an edit or a delete', () => {
    for (const kind of ['status-changed', 'job-updated', 'job-deleted'] as const) {
      expect(staleQueriesOf({ kind, jobId: JOB })).toEqual([
        ['jobs', 'detail', JOB],
        ['jobs', 'list'],
      ]);
    }
  });

  it('refreshes only the list for an import', () => {
    expect(staleQueriesOf({ kind: 'job-imported', jobId: JOB })).toEqual([['jobs', 'list']]);
  });

  it("refreshes staff's queue and the job's assignment when who owns it changes, and the queue when it is overdue", () => {
    expect(parseLiveEvent(JSON.stringify({ type: 'job-assigned', jobId: JOB }))).toEqual({
      kind: 'job-assigned',
      jobId: JOB,
    });
    expect(staleQueriesOf({ kind: 'job-assigned', jobId: JOB })).toEqual([
      ['jobs', 'list', 'queue'],
      ['jobs', 'assignment', JOB],
    ]);
    expect(staleQueriesOf({ kind: 'job-overdue', jobId: JOB })).toEqual([['jobs', 'list', 'queue']]);
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
