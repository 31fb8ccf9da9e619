import {
  DiscardPolicy,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM } from '@hirerelay/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the stream keeps events: consumers that were down for less than this catch up. */
export const EVENT_RETENTION_MS = 7 * DAY_MS;

const STREAM_CONFIG: Partial<StreamConfig> & { name: string } = {
  name: EVENTS_STREAM.name,
  subjects: [...EVENTS_STREAM.subjects],
  retention: RetentionPolicy.Limits,
  storage: StorageType.File,
  discard: DiscardPolicy.Old,
  max_age: nanos(EVENT_RETENTION_MS),
  max_bytes: 1024 * 1024 * 1024,
  // Re-publishing the same outbox row within this window is dropped by JetStream.
  duplicate_window: nanos(2 * 60 * 1000),
};

/** Creates the events stream if it is missing. Safe to call from every replica at once. */
export async function ensureEventsStream(nc: NatsConnection): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(EVENTS_STREAM.name);
    return;
  } catch {
    // not there yet: create it below
  }
  try {
    await jsm.streams.add(STREAM_CONFIG);
  } catch (error) {
    // Another process may have created it between our two calls.
    await jsm.streams.info(EVENTS_STREAM.name).catch(() => {
      throw error;
    });
  }
}
