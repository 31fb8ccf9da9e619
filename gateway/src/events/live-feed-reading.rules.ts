import { DeliverPolicy, type ConsumerNotification, type OrderedConsumerOptions } from '@nats-io/jetstream';

export const JOB_EVENTS = 'events.jobs.>';

/**
 * Where one reading of the stream starts: the first reading `since` a moment (the replay window's
 * start), every later one right after the last sequence read, so a lost consumer is replaced
 * without a gap or a repeat.
 */
export type ReadingStart = { since: Date } | { afterSeq: number };

/**
 * The ordered consumer's options for one reading. Exactly one start is set: JetStream refuses a
 * consumer that delivers by start sequence with a start time also set ("consumer delivery policy is
 * deliver by start sequence, but optional start time is also set"), which is what nats.js's own
 * re-creation of an ordered consumer started by time asks for after a NATS restart. So the feed
 * never lets nats.js re-create one: it ends the reading and starts a new one from these options.
 */
export function readingOptions(start: ReadingStart, namePrefix: string): Partial<OrderedConsumerOptions> {
  // One subject as a string: a list needs NATS 2.10, the local server may be older.
  const common = { name_prefix: namePrefix, filter_subjects: JOB_EVENTS };
  return 'afterSeq' in start
    ? { ...common, deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: start.afterSeq + 1 }
    : { ...common, deliver_policy: DeliverPolicy.StartTime, opt_start_time: start.since.toISOString() };
}

/** The next reading's start: after the last sequence read, or (nothing read yet) the first start. */
export function nextStart(first: Date, lastReadSeq: number): ReadingStart {
  return lastReadSeq > 0 ? { afterSeq: lastReadSeq } : { since: first };
}

/**
 * A consumer notification that means the reading is over: the consumer is gone (NATS restarted,
 * or it was deleted) or stopped answering, or nats.js is about to re-create it by itself (`reset`).
 * `null` for the informational ones.
 */
export function readingLostBy(notification: ConsumerNotification): string | null {
  switch (notification.type) {
    case 'heartbeats_missed':
    case 'consumer_not_found':
    case 'consumer_deleted':
    case 'stream_not_found':
    case 'reset':
    case 'no_responders':
      return notification.type;
    default:
      return null;
  }
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 4_000;

/** The pause before attempt `failures + 1` to read again: doubling from 250 ms, at most 4 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.max(0, failures));
}
