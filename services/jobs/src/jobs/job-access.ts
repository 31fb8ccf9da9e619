import type { TJobActor } from '@hirerelay/contracts';

// Who may see and change a job (spec 02 §6, 00-decisions "Jobs"), decided here in the service that
// owns the data: the gateway only says who asks.

/** Staff see and may list every job. */
export const isStaff = (actor: TJobActor): boolean => actor.role === 'admin';

/** The owner and staff may see a job; to anyone else it does not exist (NOT_FOUND, not FORBIDDEN). */
export const maySeeJob = (actor: TJobActor, job: { userId: string }): boolean =>
  isStaff(actor) || job.userId === actor.userId;

/** The list's scope: one owner's jobs, or every job for staff. */
export type JobScope = { kind: 'owner'; userId: string } | { kind: 'staff' };

export const scopeOf = (actor: TJobActor): JobScope =>
  isStaff(actor) ? { kind: 'staff' } : { kind: 'owner', userId: actor.userId };
