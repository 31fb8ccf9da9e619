import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { SystemHealth } from '../health.types';
import { healthKeys } from '../queryKeys';

const HEALTH_REFETCH_INTERVAL_MS = 15_000;

/** The system's health as `GET /api/health` reports it, refreshed every 15 seconds. */
export function useHealth() {
  return useQuery({
    queryKey: healthKeys.health,
    queryFn: ({ signal }) => fetchHealth(signal),
    refetchInterval: HEALTH_REFETCH_INTERVAL_MS,
  });
}

async function fetchHealth(signal: AbortSignal): Promise<SystemHealth> {
  const { data, error, response } = await api.GET('/api/health', { signal });
  if (data) return data;
  // 503 means the gateway answered and some parts are down: the body is still the full report.
  if (response.status === 503 && isSystemHealth(error)) return error;
  throw new Error(`GET /api/health failed with HTTP ${String(response.status)}`);
}

function isSystemHealth(value: unknown): value is SystemHealth {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    (body.status === 'up' || body.status === 'down') &&
    Array.isArray(body.down) &&
    typeof body.parts === 'object' &&
    body.parts !== null
  );
}
