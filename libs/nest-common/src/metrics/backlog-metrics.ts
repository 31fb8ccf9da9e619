import { Gauge } from 'prom-client';
import { CachedReading, metricsRegistry, ScrapedGauge } from './metrics-registry.js';

/** The counts of a node-postgres pool (pg.Pool has them as properties). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  /** Set by `end()`: an ended pool is no longer watched. */
  ending?: boolean;
}

const poolClients = new ScrapedGauge(
  'hirerelay_pg_pool_clients',
  'Connections open in the service database pool (busy and idle)',
);
const poolIdle = new ScrapedGauge(
  'hirerelay_pg_pool_idle_clients',
  'Connections open and idle in the service database pool',
);
const poolWaiting = new ScrapedGauge(
  'hirerelay_pg_pool_waiting_requests',
  'Queries waiting for a connection of the service database pool (the pool is at its maximum)',
);

/**
 * Watches a node-postgres pool (the one behind Prisma's adapter): its total, idle and waiting
 * counts, read on scrape. Watching ends when the pool ends.
 */
export function observePgPool(pool: PoolCounts): void {
  const detach: (() => void)[] = [];
  const read = (count: (pool: PoolCounts) => number) => () => {
    if (pool.ending) {
      for (const each of detach) each();
      return 0;
    }
    return count(pool);
  };
  detach.push(
    poolClients.attach(read((p) => p.totalCount)),
    poolIdle.attach(read((p) => p.idleCount)),
    poolWaiting.attach(read((p) => p.waitingCount)),
  );
}

/** The outbox backlog as SystemModule reads it. */
export interface OutboxBacklog {
  count: number;
  oldestCreatedAt: Date | null;
}

let outboxReading: CachedReading<OutboxBacklog> | undefined;

// Both read the same cached reading (one query per scrape at most): each gauge's collect awaits it,
// as the registry collects every metric at once.
new Gauge({
  name: 'hirerelay_outbox_pending_events',
  help: 'Outbox rows committed but not yet published to JetStream (read at most every 5 s; NaN when unreadable)',
  registers: [metricsRegistry],
  async collect() {
    if (!outboxReading) return this.reset();
    const backlog = await outboxReading.get();
    this.set(backlog?.count ?? Number.NaN);
  },
});
new Gauge({
  name: 'hirerelay_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest unpublished outbox row (0 when none; NaN when unreadable)',
  registers: [metricsRegistry],
  async collect() {
    if (!outboxReading) return this.reset();
    const backlog = await outboxReading.get();
    this.set(backlog ? ageSeconds(backlog.oldestCreatedAt) : Number.NaN);
  },
});

function ageSeconds(oldest: Date | null): number {
  return oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0;
}

/**
 * Reports the service's outbox backlog, read with `read` (an indexed COUNT) at most once per
 * `maxAgeMs`; returns the detach (a module that is closed stops reporting).
 */
export function observeOutboxBacklog(read: () => Promise<OutboxBacklog>, maxAgeMs = 5_000): () => void {
  const reading = new CachedReading(read, maxAgeMs);
  outboxReading = reading;
  return () => {
    if (outboxReading !== reading) return;
    outboxReading = undefined;
  };
}

/** The counts of a JetStream consumer's info that matter here. */
export interface ConsumerCounts {
  num_pending: number;
  num_ack_pending: number;
}

const consumerReadings = new Map<string, CachedReading<ConsumerCounts>>();

async function consumerCounts(): Promise<[string, ConsumerCounts][]> {
  const readings = await Promise.all(
    [...consumerReadings].map(async ([durable, reading]) => [durable, await reading.get()] as const),
  );
  return readings.filter((entry): entry is [string, ConsumerCounts] => entry[1] !== undefined);
}

new Gauge({
  name: 'hirerelay_event_consumer_pending_messages',
  help: 'Events on the stream not yet delivered to the durable consumer (JetStream num_pending), by durable',
  labelNames: ['durable'],
  registers: [metricsRegistry],
  async collect() {
    const counts = await consumerCounts();
    this.reset();
    for (const [durable, info] of counts) this.set({ durable }, info.num_pending);
  },
});
new Gauge({
  name: 'hirerelay_event_consumer_ack_pending_messages',
  help: 'Events delivered to the durable consumer and not yet acknowledged (JetStream num_ack_pending), by durable',
  labelNames: ['durable'],
  registers: [metricsRegistry],
  async collect() {
    const counts = await consumerCounts();
    this.reset();
    for (const [durable, info] of counts) this.set({ durable }, info.num_ack_pending);
  },
});

/**
 * Reports a durable consumer's pending counts from its JetStream consumer info (one API request,
 * at most once per `maxAgeMs`); returns the detach for when the consumer stops.
 */
export function observeConsumerBacklog(
  durable: string,
  info: () => Promise<ConsumerCounts>,
  maxAgeMs = 5_000,
): () => void {
  const reading = new CachedReading(info, maxAgeMs);
  consumerReadings.set(durable, reading);
  return () => {
    if (consumerReadings.get(durable) === reading) consumerReadings.delete(durable);
  };
}
