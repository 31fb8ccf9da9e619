import { AppError, ErrorCode, JobsMessages, type TJobActor } from '@hirerelay/contracts';

// Who may see and change a job, decided here in the service that owns the data: the gateway only
// says who asks.

/** Staff see and may list every job. */
export const isStaff = (actor: TJobActor): boolean => actor.role === 'admin';

/** The owner and staff may see a job (and toggle Interview Secured on it). */
export const maySeeJob = (actor: TJobActor, job: { userId: string }): boolean =>
  isStaff(actor) || job.userId === actor.userId;

/** The list's scope: one owner's jobs, or every job for staff. */
export type JobScope = { kind: 'owner'; userId: string } | { kind: 'staff' };

export const scopeOf = (actor: TJobActor): JobScope =>
  isStaff(actor) ? { kind: 'staff' } : { kind: 'owner', userId: actor.userId };

/**
 * One rule for every route on one job (detail, documents, chat, calendar, the list's toggles): the
 * owner and staff. Another user's job is FORBIDDEN with its own text (not a 404: the owner's words
 * say it exists and is not theirs); a job that does not exist is NOT_FOUND. Staff-only actions
 * (refuseUnlessStaff) refuse users first, whoever owns the job.
 */
export function refuseUnlessMayOpen(actor: TJobActor, job: { userId: string } | null): asserts job {
  if (!job) throw new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
  if (!maySeeJob(actor, job)) throw new AppError(ErrorCode.Forbidden, JobsMessages.noPermissionToView);
}

/** Staff only: FORBIDDEN with the staff rule's text otherwise. */
export function refuseUnlessStaff(actor: TJobActor): void {
  if (!isStaff(actor)) throw new AppError(ErrorCode.Forbidden, JobsMessages.staffOnly);
}
