import { QueryClient } from '@tanstack/react-query';
import { shouldRetryQuery } from './retry';

/** The app's query cache, with the defaults every query shares. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
}
