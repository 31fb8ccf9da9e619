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

/**
 * The stream's settings. `replicas` (EVENTS_STREAM_REPLICAS) is how many JetStream servers keep a
 * copy of every event: 1 on one local server, 3 on the production cluster (infra/k8s/nats), so
 * losing one NATS node loses no event.
 */
export const eventsStreamConfig = ({
  replicas,
}: {
  replicas: number;
}): Partial<StreamConfig> & { name: string } => ({
  name: EVENTS_STREAM.name,
  subjects: [...EVENTS_STREAM.subjects],
  retention: RetentionPolicy.Limits,
  storage: StorageType.File,
  discard: DiscardPolicy.Old,
  max_age: nanos(EVENT_RETENTION_MS),
  max_bytes: 1024 * 1024 * 1024,
  // Re-publishing the same outbox row within this window is dropped by JetStream.
  duplicate_window: nanos(2 * 60 * 1000),
  num_replicas: replicas,
});

/**
 * Creates the events stream if it is missing, with `replicas` copies; an existing stream with
 * another replica count is changed to it (a cluster grown from one node). Safe to call from every
 * replica at once.
 */
export async function ensureEventsStream(
  nc: NatsConnection,
  { replicas }: { replicas: number },
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  let existing: StreamConfig | undefined;
  try {
    existing = (await jsm.streams.info(EVENTS_STREAM.name)).config;
  } catch {
    // not there yet: create it below
  }
  if (existing) {
    if (existing.num_replicas !== replicas) {
      await jsm.streams.update(EVENTS_STREAM.name, { num_replicas: replicas });
    }
    return;
  }
  try {
    await jsm.streams.add(eventsStreamConfig({ replicas }));
  } catch (error) {
    // Another process may have created it between our two calls.
    await jsm.streams.info(EVENTS_STREAM.name).catch(() => {
      throw error;
    });
  }
}
