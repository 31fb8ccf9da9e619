import { z } from 'zod';
import { defineRpc } from '../define.js';
import { SERVICE_NAMES, type TServiceName } from '../services.js';

export const ZPartStatus = z.enum(['up', 'down']);
export type TPartStatus = z.infer<typeof ZPartStatus>;

export const ZPartHealth = z.object({
  status: ZPartStatus,
  latencyMs: z.number().nonnegative().optional(),
  detail: z.string().optional(),
});
export type TPartHealth = z.infer<typeof ZPartHealth>;

export const ZHealthRequest = z.object({}).strict();

/** What one service says about itself: its own status and the status of what it depends on. */
export const ZServiceHealthReply = z.object({
  service: z.enum(SERVICE_NAMES),
  status: ZPartStatus,
  checks: z.object({ database: ZPartHealth }),
});
export type TServiceHealthReply = z.infer<typeof ZServiceHealthReply>;

export function healthContract(service: TServiceName) {
  return defineRpc(`${service}.health.check.v1`, ZHealthRequest, ZServiceHealthReply);
}

export const HealthContracts = Object.fromEntries(
  SERVICE_NAMES.map((name) => [name, healthContract(name)]),
) as Record<TServiceName, ReturnType<typeof healthContract>>;

/**
 * `GET /api/health`: every part of the system by name, and which of them are down. `liveEvents` is
 * the gateway's reading of the job events for `GET /api/events` (down while it has no consumer).
 */
export const HEALTH_PARTS = [
  'gateway',
  ...SERVICE_NAMES,
  'postgres',
  'nats',
  'redis',
  'objectStore',
  'liveEvents',
] as const;
export type THealthPart = (typeof HEALTH_PARTS)[number];

export const ZSystemHealth = z.object({
  status: ZPartStatus,
  down: z.array(z.enum(HEALTH_PARTS)),
  parts: z.object(
    Object.fromEntries(HEALTH_PARTS.map((part) => [part, ZPartHealth])) as Record<
      THealthPart,
      typeof ZPartHealth
    >,
  ),
});
export type TSystemHealth = z.infer<typeof ZSystemHealth>;

/** `GET /api/health/live`: the gateway process answers; nothing else is asked. */
export const ZLiveness = z.object({ status: z.literal('up') });
export type TLiveness = z.infer<typeof ZLiveness>;
