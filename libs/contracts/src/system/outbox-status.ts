import { z } from 'zod';
import { defineRpc } from '../define.js';
import type { TServiceName } from '../services.js';

/**
 * `<service>.system.outbox-status.v1`: how many of a service's events wait in its outbox, and since
 * when. For operators (a growing backlog means the relay cannot publish), and the example feature
 * the jobs and billing skeletons start from (handler → service → repository → mapper).
 */
export function outboxStatusContract(service: TServiceName) {
  return defineRpc(
    `${service}.system.outbox-status.v1`,
    z.object({}).strict(),
    z.object({
      service: z.string(),
      pendingEvents: z.number().int().nonnegative(),
      oldestPendingAt: z.iso.datetime().nullable(),
    }),
  );
}

/** The outbox-status contract of any one service (the shared system module answers it). */
export type OutboxStatusRpc = ReturnType<typeof outboxStatusContract>;

export const JobsOutboxStatusRpc = outboxStatusContract('jobs');
export const BillingOutboxStatusRpc = outboxStatusContract('billing');
