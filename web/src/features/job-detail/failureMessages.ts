import { ApiError } from '../../lib/api/errors';
import { JobDetailMessages } from './jobDetailMessages';

/** The refusal's own words, or `Unknown error` for a fault or a lost connection. */
const reasonOf = (error: unknown): string =>
  (error instanceof ApiError ? error.serverMessage : null) ?? JobDetailMessages.unknownError;

/** A status change that failed: the refusal's reason, or the unexpected-error text. */
export function statusFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return JobDetailMessages.statusFailed(reasonOf(error));
  return JobDetailMessages.statusUnexpected;
}

/** `Failed to save changes: {reason}`. */
export const saveFailureMessage = (error: unknown): string => JobDetailMessages.saveFailed(reasonOf(error));

/** `Failed to delete job: {reason}`. */
export const deleteFailureMessage = (error: unknown): string =>
  JobDetailMessages.deleteFailed(reasonOf(error));

/** A save refused because someone saved the job since this page read it: reload, do not retry. */
export const isStaleVersion = (error: unknown): boolean => error instanceof ApiError && error.status === 409;
