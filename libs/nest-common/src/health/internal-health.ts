import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { collectProcessMetrics, renderMetrics } from '../metrics/metrics-registry.js';

/** One thing readiness depends on (the database, NATS, Redis): resolves when it answers. */
export type ReadinessCheck = () => Promise<unknown>;

export interface ReadinessReport {
  ready: boolean;
  /** SIGTERM arrived: the process is finishing its work and takes none. */
  draining: boolean;
  /** Every check by name; all false until the app has started. */
  checks: Record<string, 'up' | 'down'>;
}

const CHECK_TIMEOUT_MS = 1_500;

/**
 * Whether this replica should be sent work: started, not draining, and every check answering
 * (each with a deadline, so a hung dependency makes it "not ready" rather than slow). Liveness is
 * not here: a live process is one that answers at all (`/livez`), whatever its dependencies say,
 * so an outage of the database makes replicas unready, never restarts them.
 */
export class Readiness {
  private checks: Record<string, ReadinessCheck> | undefined;
  private draining = false;

  constructor(private readonly timeoutMs = CHECK_TIMEOUT_MS) {}

  /** The app is up: from now on it is ready whenever these checks answer. */
  started(checks: Record<string, ReadinessCheck>): void {
    this.checks = checks;
  }

  /** The first step of a stop: no longer ready, for good, before anything is closed. */
  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async report(): Promise<ReadinessReport> {
    const entries = Object.entries(this.checks ?? {});
    const results = await Promise.all(
      entries.map(async ([name, check]) => {
        try {
          await withTimeout(check(), this.timeoutMs);
          return [name, 'up'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const checks = Object.fromEntries(results);
    const ready =
      this.checks !== undefined && !this.draining && results.every(([, status]) => status === 'up');
    return { ready, draining: this.draining, checks };
  }
}

export interface InternalHealthServer {
  /** The bound port (INTERNAL_PORT, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The internal HTTP port of an app (INTERNAL_PORT on HOST): `GET /livez` answers 200 whenever the
 * process can answer at all; `GET /readyz` 200 when `readiness` says ready, else 503, each with a
 * small JSON body; `GET /metrics` the process's Prometheus metrics. Nothing else is served here, and none of it on the gateway's public port: the
 * cluster's probes reach this port, the Ingress does not.
 */
export async function startInternalHealthServer(options: {
  host: string;
  port: number;
  readiness: Readiness;
  logger: Logger;
}): Promise<InternalHealthServer> {
  const { host, port, readiness, logger } = options;
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(405, { status: 'method not allowed' });
    if (path === '/livez') return send(200, { status: 'up' });
    if (path === '/metrics') return void serveMetrics(response);
    if (path === '/readyz') {
      void readiness.report().then(
        (report) =>
          send(report.ready ? 200 : 503, { status: report.ready ? 'ready' : 'not ready', ...report }),
        () => send(503, { status: 'not ready' }),
      );
      return;
    }
    send(404, { status: 'not found' });
  });
  // Probes open a connection each time: do not let idle ones hold the process at exit.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  server.unref();
  logger.info(
    { url: `http://${host}:${String(bound)}`, paths: ['/livez', '/readyz', '/metrics'] },
    'internal health port',
  );
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The registry in Prometheus' text format (a collector that fails is a 500, not a crash). */
async function serveMetrics(response: http.ServerResponse): Promise<void> {
  try {
    const { contentType, body } = await renderMetrics();
    response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    response.end(body);
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${String(ms)} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What every app's main does before anything else starts: a Readiness that turns not-ready on the
 * first SIGTERM/SIGINT (before Nest's shutdown hooks, registered later, drain and exit), and its
 * internal port when INTERNAL_PORT is set (unset: no internal port, as in local runs that start
 * several apps on one host without choosing ports).
 */
export async function startInternalHealth(
  config: { HOST: string; INTERNAL_PORT?: number | undefined },
  logger: Logger,
): Promise<Readiness> {
  const readiness = new Readiness();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      readiness.startDraining();
      logger.info({ signal }, 'draining: not ready from now on');
    });
  }
  if (config.INTERNAL_PORT !== undefined) {
    collectProcessMetrics();
    await startInternalHealthServer({ host: config.HOST, port: config.INTERNAL_PORT, readiness, logger });
  }
  return readiness;
}
