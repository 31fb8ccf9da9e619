import { describe, expect, it } from 'vitest';
import { httpLabels, recordHttpRequest, UNMATCHED_ROUTE } from './http-metrics.js';
import { metricsRegistry } from './metrics-registry.js';

describe('httpLabels', () => {
  it("labels a request with its route's pattern, never its URL, and its status class", () => {
    expect(httpLabels('GET', '/api/jobs/:id', 200)).toEqual({
      method: 'GET',
      route: '/api/jobs/:id',
      status_class: '2xx',
    });
    expect(httpLabels('POST', '/api/auth/login', 401).status_class).toBe('4xx');
    expect(httpLabels('GET', '/api/jobs', 503).status_class).toBe('5xx');
  });

  it('keeps the label set bounded: one route for every unmatched URL, one method for unusual ones', () => {
    expect(httpLabels('GET', undefined, 404).route).toBe(UNMATCHED_ROUTE);
    expect(httpLabels('GET', '', 404).route).toBe(UNMATCHED_ROUTE);
    expect(httpLabels('PROPFIND', undefined, 404).method).toBe('OTHER');
  });
});

describe('recordHttpRequest', () => {
  it('counts the request and times it in seconds under the same route', async () => {
    recordHttpRequest('GET', '/api/test-route/:id', 404, 12);
    recordHttpRequest('GET', '/api/test-route/:id', 200, 30);
    const counts = (await metricsRegistry.getSingleMetric('hirerelay_http_requests_total')!.get()).values;
    const mine = counts.filter((sample) => sample.labels.route === '/api/test-route/:id');
    expect(mine.map((sample) => [sample.labels.status_class, sample.value])).toEqual([
      ['4xx', 1],
      ['2xx', 1],
    ]);
    const timings = (await metricsRegistry.getSingleMetric('hirerelay_http_request_duration_seconds')!.get())
      .values;
    const sum = timings.find(
      (sample) =>
        sample.labels.route === '/api/test-route/:id' &&
        (sample as { metricName?: string }).metricName?.endsWith('_sum'),
    );
    expect(sum?.value).toBeCloseTo(0.042);
  });
});
