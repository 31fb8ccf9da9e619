import {
  LIVE_JOB_EVENTS,
  STAFF_ONLY_LIVE_JOB_EVENTS,
  type EventContract,
  type TEventEnvelope,
  type TLiveJobEvent,
  type TLiveJobEventType,
} from '@hirerelay/contracts';
import type { z } from 'zod';

interface Source {
  type: TLiveJobEventType;
  contract: EventContract<z.ZodType>;
}

const BY_SUBJECT = new Map<string, Source>(
  Object.entries(LIVE_JOB_EVENTS).map(([type, contract]) => [
    contract.subject,
    { type: type as TLiveJobEventType, contract },
  ]),
);

/** Whose job an event is about: `ownerId` on every job event, `userId` on the import. */
function ownerOf(payload: TLiveJobEvent['payload']): string {
  return 'ownerId' in payload ? payload.ownerId : payload.userId;
}

/**
 * The live form of a job event, or undefined for an event that is not sent live or whose payload
 * does not match its contract (never guessed at: an owner read wrongly would leak it).
 */
export function liveEventOf(
  envelope: TEventEnvelope,
): { ownerId: string; staffOnly: boolean; data: TLiveJobEvent } | undefined {
  const source = BY_SUBJECT.get(envelope.subject);
  if (!source) return undefined;
  const parsed = source.contract.payload.safeParse(envelope.payload);
  if (!parsed.success) return undefined;
  const payload = parsed.data as TLiveJobEvent['payload'];
  return {
    ownerId: ownerOf(payload),
    // Staff's alone (the assignment, the overdue alert): the owner's stream never carries it.
    staffOnly: STAFF_ONLY_LIVE_JOB_EVENTS.has(source.type),
    data: {
      type: source.type,
      jobId: payload.jobId,
      occurredAt: envelope.occurredAt,
      payload,
    } as TLiveJobEvent,
  };
}
