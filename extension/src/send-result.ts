import { IMPORT_REFUSAL_REASONS, paths, toPath } from '@hirerelay/contracts';

/** What came back from `POST /api/extension/jobs`, or why nothing did. */
export type TSendOutcome =
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'unreachable' }
  | { kind: 'no-token' }
  | { kind: 'not-a-page' };

export interface TResultLink {
  label: string;
  href: string;
}

/** What the popup (or the notification) shows for an outcome. */
export interface TResultView {
  tone: 'success' | 'info' | 'error';
  title: string;
  message: string;
  links: TResultLink[];
}

export const ResultTexts = {
  imported: 'Sent to HireRelay',
  importedMessage: 'The job is on your dashboard. HireRelay is working on your application.',
  duplicate: 'Already on your dashboard',
  subscription: 'Subscription needed',
  badToken: 'Check your token',
  badLink: 'Could not read this link',
  tooMany: 'Please wait a moment',
  failed: 'Could not send the link',
  unreachable: 'Could not reach HireRelay',
  unreachableMessage: 'Check the server address in the options and your connection, then try again.',
  noToken: 'Add your token first',
  noTokenMessage:
    'Create a token in HireRelay under Settings → Browser extension and paste it into the options.',
  notAPage: 'Open a job page first',
  notAPageMessage: 'Only web pages (http or https) can be sent to HireRelay.',
  unexpectedMessage: 'Something went wrong on our side. Please try again.',
  openJob: 'Open the job',
  subscriptionPage: 'Manage subscription',
  pricingPage: 'View plans',
  options: 'Open the options',
} as const;

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  fields?: Record<string, unknown>;
}

const errorOf = (body: unknown): ErrorBody =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' && body.error
    ? (body.error as ErrorBody)
    : {};

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

const jobIdOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null || !('job' in body)) return null;
  const job = body.job as { id?: unknown } | null;
  return typeof job?.id === 'string' ? job.id : null;
};

const QUOTA_REASONS: readonly unknown[] = [
  IMPORT_REFUSAL_REASONS.subscriptionRequired,
  IMPORT_REFUSAL_REASONS.subscriptionInactive,
  IMPORT_REFUSAL_REASONS.limitReached,
];

/**
 * Turns an outcome into what the person sees. Refusals show the server's own text where it sent
 * one; links lead where the problem can be fixed, on the server the extension is set to.
 */
export function resultView(outcome: TSendOutcome, server: string, optionsUrl: string): TResultView {
  const onServer = (path: string) => `${server}${path}`;
  const optionsLink = { label: ResultTexts.options, href: optionsUrl };
  switch (outcome.kind) {
    case 'unreachable':
      return {
        tone: 'error',
        title: ResultTexts.unreachable,
        message: ResultTexts.unreachableMessage,
        links: [optionsLink],
      };
    case 'no-token':
      return {
        tone: 'info',
        title: ResultTexts.noToken,
        message: ResultTexts.noTokenMessage,
        links: [optionsLink],
      };
    case 'not-a-page':
      return { tone: 'info', title: ResultTexts.notAPage, message: ResultTexts.notAPageMessage, links: [] };
    case 'answered':
      break;
  }
  const { status, body } = outcome;
  const jobId = jobIdOf(body);
  if (status === 201 && jobId) {
    return {
      tone: 'success',
      title: ResultTexts.imported,
      message: ResultTexts.importedMessage,
      links: [{ label: ResultTexts.openJob, href: onServer(toPath(paths.dashboardJob, { jobId })) }],
    };
  }
  const error = errorOf(body);
  const reason = error.fields?.reason;
  const message = textOr(error.message, ResultTexts.unexpectedMessage);
  if (status === 409 && reason === IMPORT_REFUSAL_REASONS.duplicate) {
    const existing = error.fields?.jobId;
    return {
      tone: 'info',
      title: ResultTexts.duplicate,
      message,
      links:
        typeof existing === 'string'
          ? [{ label: ResultTexts.openJob, href: onServer(toPath(paths.dashboardJob, { jobId: existing })) }]
          : [],
    };
  }
  if (status === 403 && QUOTA_REASONS.includes(reason)) {
    return {
      tone: 'error',
      title: ResultTexts.subscription,
      message,
      links: [
        { label: ResultTexts.subscriptionPage, href: onServer(paths.dashboardSubscription) },
        { label: ResultTexts.pricingPage, href: onServer(paths.pricing) },
      ],
    };
  }
  if (status === 401) return { tone: 'error', title: ResultTexts.badToken, message, links: [optionsLink] };
  if (status === 400) return { tone: 'error', title: ResultTexts.badLink, message, links: [] };
  if (status === 429) return { tone: 'error', title: ResultTexts.tooMany, message, links: [] };
  return { tone: 'error', title: ResultTexts.failed, message, links: [] };
}
