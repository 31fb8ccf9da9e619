import { Counter, Histogram } from 'prom-client';
import { DURATION_BUCKETS_SECONDS, metricsRegistry } from './metrics-registry.js';

/** The `route` label of a request that matched no route (a 404 of the router): one value for all. */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const requests = new Counter({
  name: 'hirerelay_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class (2xx, 3xx, 4xx, 5xx)',
  labelNames: ['method', 'route', 'status_class'],
  registers: [metricsRegistry],
});
const duration = new Histogram({
  name: 'hirerelay_http_request_duration_seconds',
  help:
    'Time from receiving an HTTP request to the end of its answer, by method and route pattern ' +
    '(a server-sent events stream counts its whole life)',
  labelNames: ['method', 'route'],
  buckets: DURATION_BUCKETS_SECONDS,
  registers: [metricsRegistry],
});

/**
 * The labels of one answered request, bounded whatever the client sends: the route's pattern
 * (`/api/jobs/:id`, never the URL), `unmatched` when no route took it, an unusual method as `OTHER`.
 */
export function httpLabels(
  method: string,
  routePattern: string | undefined,
  status: number,
): { method: string; route: string; status_class: string } {
  return {
    method: METHODS.has(method) ? method : 'OTHER',
    route: routePattern || UNMATCHED_ROUTE,
    status_class: `${String(Math.trunc(status / 100))}xx`,
  };
}

/** One answered request: its route pattern (undefined when none matched), status and time taken. */
export function recordHttpRequest(
  method: string,
  routePattern: string | undefined,
  status: number,
  elapsedMs: number,
): void {
  const labels = httpLabels(method, routePattern, status);
  requests.inc(labels);
  duration.observe({ method: labels.method, route: labels.route }, elapsedMs / 1000);
}
