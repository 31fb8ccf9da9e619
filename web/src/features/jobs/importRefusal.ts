import { IMPORT_REFUSAL_REASONS } from '@hirerelay/contracts';
import { paths } from '../../app/paths';
import { ApiError } from '../../lib/api/errors';
import { JobsMessages } from './jobsMessages';

// How the import dialog tells a refused or failed import: the three quota refusals are toasts
// whose action opens where it can be fixed, a duplicate links to the job already imported, anything else is an inline error.

export type TImportRefusal =
  | {
      kind: 'toast';
      title: string;
      message: string;
      action: { label: string; path: string };
    }
  | { kind: 'duplicate'; message: string; jobId: string | null }
  | { kind: 'inline'; message: string; toast?: { title: string; message: string } };

/** What the dialog shows when `POST /api/jobs` fails with `error`. */
export function importRefusal(error: unknown): TImportRefusal {
  if (!(error instanceof ApiError) || error.status === 500) {
    // The import failed unexpectedly (the network, a fault on the server): say why.
    return {
      kind: 'inline',
      message: JobsMessages.saveJobUnexpected(reasonOf(error)),
      toast: { title: JobsMessages.importFailedTitle, message: JobsMessages.importUnexpected },
    };
  }
  const message = error.serverMessage;
  switch (error.fields.reason) {
    case IMPORT_REFUSAL_REASONS.subscriptionRequired:
      return {
        kind: 'toast',
        title: JobsMessages.subscriptionRequired.title,
        message: message ?? JobsMessages.subscriptionRequired.message,
        action: { label: JobsMessages.viewPlans, path: paths.pricing },
      };
    case IMPORT_REFUSAL_REASONS.subscriptionInactive:
      return {
        kind: 'toast',
        title: JobsMessages.inactive.title,
        message: message ?? JobsMessages.inactive.message,
        action: { label: JobsMessages.manageSubscription, path: paths.dashboardSubscription },
      };
    case IMPORT_REFUSAL_REASONS.limitReached:
      return {
        kind: 'toast',
        title: JobsMessages.limitReachedTitle,
        // The server's text names the period's quota, extra packs included.
        message: message ?? JobsMessages.limitReachedTitle,
        action: { label: JobsMessages.upgradePlan, path: paths.pricing },
      };
    case IMPORT_REFUSAL_REASONS.duplicate:
      return {
        kind: 'duplicate',
        message: message ?? JobsMessages.duplicate,
        jobId: error.fields.jobId ?? null,
      };
  }
  // A link the server's rules refused (say a job id it cannot find) reads as the server wrote it.
  if (error.status < 500 && message) return { kind: 'inline', message };
  return {
    kind: 'inline',
    message: JobsMessages.saveJobFailed,
    toast: { title: JobsMessages.importFailedTitle, message: JobsMessages.importFailed },
  };
}

/**
 * The inline error of the dialog's first step when the lookup (`POST /api/jobs/lookup`) is refused
 * (the server's text: the link's rules, an address it may not fetch), or when the call itself fails
 * (the server away, the network: the fetching text).
 */
export function lookupError(error: unknown): string {
  if (!(error instanceof ApiError)) return JobsMessages.fetchError;
  return error.serverMessage ?? JobsMessages.fetchError;
}

/** What went wrong, in a few words for the unexpected-failure text. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message.trim() : '';
  return text === '' ? JobsMessages.unknownError : text.slice(0, 200);
}
