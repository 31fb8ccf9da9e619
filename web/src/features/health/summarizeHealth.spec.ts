import { describe, expect, it } from 'vitest';
import type { PartHealth, SystemHealth } from './health.types';
import { healthPartRows, summarizeHealth } from './summarizeHealth';

const PART_NAMES = [
  'gateway',
  'identity',
  'jobs',
  'billing',
  'content',
  'notifications',
  'postgres',
  'nats',
  'redis',
  'objectStore',
] as const;

function healthReport(down: Partial<Record<(typeof PART_NAMES)[number], string>> = {}): SystemHealth {
  const parts = Object.fromEntries(
    PART_NAMES.map((name): [string, PartHealth] => {
      const detail = down[name];
      return [name, detail === undefined ? { status: 'up', latencyMs: 3 } : { status: 'down', detail }];
    }),
  ) as SystemHealth['parts'];
  const downNames = PART_NAMES.filter((name) => down[name] !== undefined);
  return { status: downNames.length === 0 ? 'up' : 'down', down: downNames, parts };
}

describe('summarizeHealth', () => {
  it('says all systems are operational when the system is up', () => {
    expect(summarizeHealth(healthReport())).toEqual({ tone: 'operational', text: 'All systems operational' });
  });

  it('names the parts that are down, in the order the gateway lists them', () => {
    const report = healthReport({ billing: 'no reply', redis: 'connection refused' });
    expect(summarizeHealth(report)).toEqual({ tone: 'degraded', text: 'Degraded: billing, redis' });
  });

  it('falls back to the parts themselves when the down list is empty', () => {
    const report = { ...healthReport({ objectStore: 'timeout' }), down: [] };
    expect(summarizeHealth(report)).toEqual({ tone: 'degraded', text: 'Degraded: objectStore' });
  });
});

describe('healthPartRows', () => {
  it('lists every part with its name and status', () => {
    const rows = healthPartRows(healthReport({ nats: 'no route' }));
    expect(rows.map((row) => row.name)).toEqual([...PART_NAMES]);
    expect(rows.find((row) => row.name === 'nats')).toEqual({
      name: 'nats',
      status: 'down',
      detail: 'no route',
    });
    expect(rows.find((row) => row.name === 'gateway')).toEqual({
      name: 'gateway',
      status: 'up',
      latencyMs: 3,
    });
  });
});
