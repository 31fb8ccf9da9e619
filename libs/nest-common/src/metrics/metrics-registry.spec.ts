import { describe, expect, it, vi } from 'vitest';
import { CachedReading, metricsRegistry, renderMetrics, ScrapedGauge } from './metrics-registry.js';

describe('ScrapedGauge', () => {
  it('reads its sources on scrape, summed, and forgets a detached one', async () => {
    const gauge = new ScrapedGauge('test_scraped_gauge', 'a test gauge');
    let open = 2;
    const detachFirst = gauge.attach(() => open);
    gauge.attach(() => 3);
    expect((await metricsRegistry.getSingleMetricAsString('test_scraped_gauge')).split('\n')).toContain(
      'test_scraped_gauge 5',
    );
    open = 4;
    expect((await gauge.gauge.get()).values[0]?.value).toBe(7);
    detachFirst();
    expect((await gauge.gauge.get()).values[0]?.value).toBe(3);
  });
});

describe('CachedReading', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('reads at most once per max age, however often it is asked', async () => {
    const time = clock();
    const read = vi.fn(async () => read.mock.calls.length);
    const reading = new CachedReading(read, 5_000, 1_000, time.now);
    expect(await reading.get()).toBe(1);
    time.advance(4_999);
    expect(await reading.get()).toBe(1);
    time.advance(1);
    expect(await reading.get()).toBe(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares one read between scrapes that ask at once', async () => {
    const read = vi.fn(async () => 7);
    const reading = new CachedReading(read);
    expect(await Promise.all([reading.get(), reading.get(), reading.get()])).toEqual([7, 7, 7]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answers undefined, not the last value, when the read fails or is too slow', async () => {
    const time = clock();
    let answer: () => Promise<number> = async () => 1;
    const reading = new CachedReading(() => answer(), 5_000, 20, time.now);
    expect(await reading.get()).toBe(1);
    time.advance(5_000);
    answer = async () => Promise.reject(new Error('database away'));
    expect(await reading.get()).toBeUndefined();
    time.advance(5_000);
    answer = () => new Promise(() => undefined);
    expect(await reading.get()).toBeUndefined();
  });
});

describe('renderMetrics', () => {
  it("answers the registry in Prometheus' text format", async () => {
    const { contentType, body } = await renderMetrics();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toContain('# TYPE test_scraped_gauge gauge\ntest_scraped_gauge 3\n');
  });
});
