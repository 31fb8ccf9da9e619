import { z } from 'zod';
import { plainText } from '@hirerelay/domain';
import { defineEvent, defineRpc } from '../define.js';

/**
 * The event-pipeline probe: identity writes a `system.ping` fact through its outbox and
 * notifications records it. It proves, end to end, that a committed change reaches its consumers
 * exactly once, and operators can use it to check the pipeline of a running system.
 */
export const SystemPingEvent = defineEvent(
  'events.system.ping.v1',
  z.object({ note: plainText(200), requestedBy: plainText(100) }),
);

export const EmitSystemPingRpc = defineRpc(
  'identity.system.emit-ping.v1',
  z.object({ note: plainText(200).default('') }).strict(),
  z.object({ eventId: z.uuid() }),
);

export const GetReceivedPingRpc = defineRpc(
  'notifications.system.get-received-ping.v1',
  z.object({ eventId: z.uuid() }).strict(),
  z.object({
    eventId: z.uuid(),
    timesHandled: z.number().int().nonnegative(),
    note: z.string().nullable(),
    receivedAt: z.iso.datetime().nullable(),
  }),
  { idempotent: true },
);
