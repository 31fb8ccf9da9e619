import { JobImportedEvent, type EventContract, type TEventEnvelope } from '@hirerelay/contracts';
import type { z } from 'zod';

/** What the browser receives in an event's `data:` line. */
export interface LiveEventData {
  /** The event's name: its subject without `events.jobs.` and the version. */
  type: string;
  jobId: string;
  occurredAt: string;
  payload: unknown;
}

interface Source<C extends EventContract<z.ZodType>> {
  contract: C;
  /** The user whose job it is: only they (and staff) receive the event. */
  ownerOf(payload: z.output<C['payload']>): string;
  jobOf(payload: z.output<C['payload']>): string;
}

const source = <C extends EventContract<z.ZodType>>(spec: Source<C>) => spec as Source<EventContract<z.ZodType>>;

/** The job events sent live, each with who owns it. An event not listed here is never sent. */
const SOURCES = [
  source({ contract: JobImportedEvent, ownerOf: (p) => p.userId, jobOf: (p) => p.jobId }),
];
const BY_SUBJECT = new Map(SOURCES.map((entry) => [entry.contract.subject, entry]));

/** The type the browser sees: `events.jobs.message-posted.v1` → `message-posted`. */
export function liveEventType(subject: string): string {
  return subject.replace(/^events\.jobs\./, '').replace(/\.v\d+$/, '');
}

/**
 * The live form of a job event, or undefined for an event that is not sent live or whose payload
 * does not match its contract (never guessed at: an owner read wrongly would leak it).
 */
export function liveEventOf(envelope: TEventEnvelope): { ownerId: string; data: LiveEventData } | undefined {
  const entry = BY_SUBJECT.get(envelope.subject);
  if (!entry) return undefined;
  const parsed = entry.contract.payload.safeParse(envelope.payload);
  if (!parsed.success) return undefined;
  return {
    ownerId: entry.ownerOf(parsed.data),
    data: {
      type: liveEventType(envelope.subject),
      jobId: entry.jobOf(parsed.data),
      occurredAt: envelope.occurredAt,
      payload: parsed.data,
    },
  };
}
