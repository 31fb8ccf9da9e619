import type { PartHealth, SystemHealth } from './health.types';

export type HealthTone = 'operational' | 'degraded' | 'unavailable';

export interface HealthSummary {
  tone: HealthTone;
  text: string;
}

export const STATUS_UNAVAILABLE: HealthSummary = { tone: 'unavailable', text: 'Status unavailable' };

/** One line for the whole system: operational, or which parts are down. */
export function summarizeHealth(health: SystemHealth): HealthSummary {
  if (health.status === 'up') return { tone: 'operational', text: 'All systems operational' };
  const down = health.down.length > 0 ? health.down : downPartsOf(health);
  return { tone: 'degraded', text: down.length > 0 ? `Degraded: ${down.join(', ')}` : 'Degraded' };
}

export type HealthPartRow = PartHealth & { name: string };

/** Every part with its status, in the order the gateway reports them. */
export function healthPartRows(health: SystemHealth): HealthPartRow[] {
  return Object.entries(health.parts).map(([name, part]: [string, PartHealth]) => ({ name, ...part }));
}

function downPartsOf(health: SystemHealth): string[] {
  return healthPartRows(health)
    .filter((part) => part.status === 'down')
    .map((part) => part.name);
}
