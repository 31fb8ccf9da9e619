import { SERVER_ERROR_MESSAGES } from '@hirerelay/contracts';
import { MSG_FORBIDDEN } from '@hirerelay/domain';

/**
 * The user-visible messages the gateway writes itself (guards, filters, rate limits, CSRF, uploads,
 * download links). Refusals that come from a service carry that service's table (identity's,
 * content's) and pass through unchanged; failures on our side use the shared server texts.
 */
export const GatewayMessages = {
  signInRequired: 'Please log in to continue.',
  /** The staff-only refusal: one text for every owner (libs/domain), as identity and content use it. */
  forbidden: MSG_FORBIDDEN,
  csrfRefused: 'Invalid or missing CSRF token. Please reload the page and try again.',
  notFound: 'Not found',
  fileNotFound: 'File not found',
  downloadLinkInvalid: 'This download link is not valid.',
  downloadLinkExpired: 'This download link has expired.',
  /** Not in spec: the job page's calendar download when no interview is scheduled. */
  noInterviewScheduled: 'No interview is scheduled for this job',
  tooManyEventStreams: 'Too many open live-update connections. Please close a tab and try again.',
  badRequest: 'Bad request',
  hostRequired: 'The request has no Host header',
  invalidJson: 'Request body is not valid JSON',
  bodyTooDeep: 'Request body is nested too deeply',
  bodyTooLarge: 'Request body is too large',
  headersTooLarge: 'Request headers are too large',
  serviceUnavailable: SERVER_ERROR_MESSAGES.SERVICE_UNAVAILABLE,
} as const;

/**
 * The rate-limit refusal, naming the wait its Retry-After gives (rounded up, so trying again at
 * the time said works): "in a minute", "in 40 minutes", "in 3 hours".
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = Math.ceil(minutes / 60);
  const wait = minutes === 1 ? 'a minute' : minutes <= 90 ? `${minutes} minutes` : `${hours} hours`;
  return `Too many attempts. Please try again in ${wait}.`;
}
