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

/** The pauses between tries to set the stream up (the last one repeats until it is done). */
export const EVENTS_STREAM_RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000] as const;

export interface EnsureEventsStreamOptions {
  replicas: number;
  /** Told about each failed try before the pause (the service's logger). */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  /** See EVENTS_STREAM_RETRY_DELAYS_MS (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

/**
 * Creates the events stream if it is missing, with `replicas` copies; an existing stream with
 * another replica count is changed to it (a cluster grown from one node). Safe to call from every
 * replica at once.
 *
 * A try that fails (JetStream's API timing out while the server is loaded or still electing its
 * stream leader, NATS away) is tried again with growing pauses until it succeeds, never thrown: a
 * service starting up waits here, not ready, rather than crashing on an uncaught TimeoutError. It
 * gives up only when the connection has closed for good (the process then exits anyway).
 */
export async function ensureEventsStream(
  nc: NatsConnection,
  options: EnsureEventsStreamOptions,
): Promise<void> {
  const delays = options.retryDelaysMs ?? EVENTS_STREAM_RETRY_DELAYS_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ensureEventsStreamOnce(nc, options.replicas);
      return;
    } catch (error) {
      if (nc.isClosed()) throw error;
      const delayMs = delays[Math.min(attempt, delays.length) - 1] ?? 1_000;
      options.onRetry?.(error, attempt, delayMs);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

async function ensureEventsStreamOnce(nc: NatsConnection, replicas: number): Promise<void> {
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
