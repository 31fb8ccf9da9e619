import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/**
 * The process's one Prometheus registry: every metric of the app registers here, and the internal
 * port's `GET /metrics` renders it (`startInternalHealthServer`). Module-level, so the RPC client,
 * the RPC edge and the pool observe into it without being handed it.
 */
export const metricsRegistry = new Registry();

/** Latency buckets (seconds) shared by the HTTP and RPC duration histograms: 1 ms to 10 s. */
export const DURATION_BUCKETS_SECONDS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** Every metric name of the app starts with this (prom-client's defaults keep their own names). */
export const METRIC_PREFIX = 'hirerelay_';

let processMetricsOn = false;

/**
 * prom-client's default metrics on the registry: CPU, memory, heap spaces, GC pauses, handles and
 * event-loop lag (`nodejs_eventloop_lag_*`, sampled by perf_hooks' delay monitor). Once per
 * process; turned on when the app serves its internal port (nobody could read them otherwise).
 */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The registry in Prometheus' text format, with its content type. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/**
 * A gauge read on scrape from the sources attached to it, summed: a pool's clients, the open
 * event streams. Each instance of the watched thing (a test builds a module twice in one process;
 * a service may hold two pools) attaches a source and detaches it when it goes, so the metric is
 * registered once whatever the number of instances, and a scrape costs a few property reads.
 */
export class ScrapedGauge {
  private readonly sources = new Set<() => number>();
  readonly gauge: Gauge;

  constructor(name: string, help: string) {
    const sources = this.sources;
    this.gauge = new Gauge({
      name,
      help,
      registers: [metricsRegistry],
      collect() {
        let sum = 0;
        for (const read of sources) sum += read();
        this.set(sum);
      },
    });
  }

  /** Attaches a source (read at each scrape); returns its detach. */
  attach(read: () => number): () => void {
    this.sources.add(read);
    return () => void this.sources.delete(read);
  }
}

/**
 * A value that is expensive to read (a COUNT on the database, a JetStream API request), read at
 * most once per `maxAgeMs` however often Prometheus scrapes, and never longer than `timeoutMs`: a
 * slow or failed read answers `undefined` (the last value is not kept: a stale backlog would look
 * healthy), so a scrape cannot pile load onto a struggling database nor hang on it.
 */
export class CachedReading<T> {
  private value: T | undefined;
  private readAt = -Infinity;
  private reading: Promise<T | undefined> | undefined;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly maxAgeMs = 5_000,
    private readonly timeoutMs = 1_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async get(): Promise<T | undefined> {
    if (this.now() - this.readAt < this.maxAgeMs) return this.value;
    this.reading ??= this.readWithin().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async readWithin(): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.timeoutMs);
      timer.unref();
    });
    const value = await Promise.race([this.read().catch(() => undefined), timeout]).finally(() =>
      clearTimeout(timer),
    );
    this.value = value;
    this.readAt = this.now();
    return value;
  }
}
