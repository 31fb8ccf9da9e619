import { ApiError } from '../../lib/api/errors';
import { JobDetailMessages } from './jobDetailMessages';

/** Which view a job that could not be shown gets. */
export type JobLoadProblem = { view: 'not-found'; message: string } | { view: 'error'; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job id the server could never know is refused before asking it. */
export function jobIdProblem(jobId: string | undefined): JobLoadProblem | null {
  if (!jobId) return { view: 'error', message: JobDetailMessages.noJobId };
  if (!UUID.test(jobId)) return { view: 'error', message: JobDetailMessages.invalidJobId };
  return null;
}

/**
 * A refused load: an unknown job is `Job Not Found` (it may have been deleted); another user's job
 * is the same view with the permission message; any other refusal is the error view with the
 * server's words, and a fault or a lost connection the error view's unexpected text.
 */
export function jobLoadProblem(error: unknown): JobLoadProblem {
  if (error instanceof ApiError) {
    if (error.status === 404) return { view: 'not-found', message: JobDetailMessages.notFound };
    if (error.status === 403) return { view: 'not-found', message: JobDetailMessages.noPermission };
    if (error.serverMessage) return { view: 'error', message: error.serverMessage };
    if (error.status < 500) return { view: 'error', message: JobDetailMessages.loadFailed };
  }
  return { view: 'error', message: JobDetailMessages.loadUnexpected };
}
