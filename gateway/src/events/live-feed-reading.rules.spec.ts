import { DeliverPolicy } from '@nats-io/jetstream';
import { describe, expect, it } from 'vitest';
import {
  JOB_EVENTS,
  nextStart,
  readingLostBy,
  readingOptions,
  retryDelayMs,
} from './live-feed-reading.rules.js';

const since = new Date('2026-11-27T10:00:00.000Z');

describe('readingOptions', () => {
  it('starts the first reading at the replay window by time, with no start sequence', () => {
    expect(readingOptions({ since }, 'gateway-live-a')).toEqual({
      name_prefix: 'gateway-live-a',
      filter_subjects: JOB_EVENTS,
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: '2026-11-27T10:00:00.000Z',
    });
  });

  it('resumes right after the last sequence read, with no start time (JetStream refuses both)', () => {
    const options = readingOptions({ afterSeq: 41 }, 'gateway-live-b');
    expect(options).toEqual({
      name_prefix: 'gateway-live-b',
      filter_subjects: JOB_EVENTS,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: 42,
    });
    // "consumer delivery policy is deliver by start sequence, but optional start time is also set"
    expect(options).not.toHaveProperty('opt_start_time');
  });
});

describe('nextStart', () => {
  it('reads again after the last sequence read, or from the first start while nothing was read', () => {
    expect(nextStart(since, 0)).toEqual({ since });
    expect(nextStart(since, 7)).toEqual({ afterSeq: 7 });
    expect(readingOptions(nextStart(since, 7), 'p')).not.toHaveProperty('opt_start_time');
  });
});

describe('readingLostBy', () => {
  it('ends the reading when the consumer is gone, silent, or about to be re-created by nats.js', () => {
    expect(readingLostBy({ type: 'heartbeats_missed', count: 2 })).toBe('heartbeats_missed');
    expect(readingLostBy({ type: 'consumer_not_found', name: 'c', stream: 'EVENTS', count: 1 })).toBe(
      'consumer_not_found',
    );
    expect(readingLostBy({ type: 'consumer_deleted', code: 409, description: 'Consumer Deleted' })).toBe(
      'consumer_deleted',
    );
    expect(readingLostBy({ type: 'reset', name: 'c' })).toBe('reset');
  });

  it('ignores the informational notifications', () => {
    expect(readingLostBy({ type: 'next', options: { batch: 200 } } as never)).toBeNull();
    expect(readingLostBy({ type: 'heartbeat', lastConsumerSequence: 1, lastStreamSequence: 1 })).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('doubles from 250 ms and stays at 4 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(retryDelayMs)).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
  });
});
