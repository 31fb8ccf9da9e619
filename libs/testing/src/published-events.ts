import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM, type TEventEnvelope } from '@hirerelay/contracts';

/**
 * The event on `subject` that `match` picks, as the services published it to the events stream
 * (null while it is not there): what a producer published, seen as every consumer sees it, without
 * reading the producer's outbox table. Reads the stream's messages on that subject, oldest first,
 * through an ordered consumer of its own.
 */
export async function findPublishedEvent(
  nc: NatsConnection,
  subject: string,
  match: (envelope: TEventEnvelope) => boolean,
): Promise<TEventEnvelope | null> {
  const consumer = await jetstream(nc).consumers.get(EVENTS_STREAM.name, {
    filter_subjects: subject,
    deliver_policy: DeliverPolicy.All,
  });
  try {
    for (;;) {
      const message = await consumer.next({ expires: 2_000 });
      if (!message) return null;
      const envelope = message.json<TEventEnvelope>();
      if (match(envelope)) return envelope;
      if (message.info.pending === 0) return null;
    }
  } finally {
    await consumer.delete().catch(() => undefined);
  }
}

/** The published event with this id (the outbox row's id), or null while it is not on the stream. */
export const findPublishedEventById = (
  nc: NatsConnection,
  subject: string,
  eventId: string,
): Promise<TEventEnvelope | null> => findPublishedEvent(nc, subject, (envelope) => envelope.id === eventId);
