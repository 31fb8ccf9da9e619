import { ApiError } from './errors';

/** How many times a failed query is asked again before it shows as failed. */
export const MAX_QUERY_RETRIES = 2;

/**
 * The retry rule of every query (the QueryClient's default; no query sets its own): a refusal
 * (4xx: not found, not allowed, invalid) is the answer and asking again cannot change it; a server
 * fault or a lost connection may pass, so it is retried up to MAX_QUERY_RETRIES times.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}
