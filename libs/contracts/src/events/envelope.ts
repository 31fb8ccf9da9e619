import { z } from 'zod';

/**
 * Every event on JetStream travels in this envelope. `id` is the outbox row id: it is also the
 * `Nats-Msg-Id` (JetStream de-duplication) and the key consumers record to stay idempotent.
 */
export const ZEventEnvelope = z.object({
  id: z.uuid(),
  subject: z.string(),
  producer: z.string(),
  occurredAt: z.iso.datetime(),
  payload: z.unknown(),
});
export type TEventEnvelope = z.infer<typeof ZEventEnvelope>;

/** The JetStream stream that stores every domain event. */
export const EVENTS_STREAM = {
  name: 'EVENTS',
  subjects: ['events.>'],
} as const;
