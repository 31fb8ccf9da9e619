import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache, with the defaults every query shares (no query sets its own retry).
 * A failed query is not asked again by itself: its page shows the error view at the first failure
 * (with its Try again, which refetches) instead of a spinner through retries and their back-off
 * (~5 s for a server fault before). A refusal (4xx) is the answer, and asking again cannot change
 * it; after a fault or a lost connection the user's Try again, the tab coming back into focus or the
 * connection returning asks again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}
