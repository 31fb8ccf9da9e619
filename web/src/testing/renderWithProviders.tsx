import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

export interface ProvidersOptions {
  /** Answers already in the query cache, as a page that has loaded them: `[queryKey, data]` pairs. */
  data?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** The address the router is at (MemoryRouter's one entry); `/` unless told. */
  path?: string;
}

/**
 * `node` inside what the app gives every component (App.tsx): a fresh TanStack Query client
 * holding `data`, and a router at `path`. For specs that prerender (lazy parts) as well as for
 * `renderWithProviders`.
 */
export function withProviders(
  node: ReactNode,
  { data = [], path = '/' }: ProvidersOptions = {},
): ReactElement {
  const client = new QueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The HTML `node` renders to inside the app's providers (see `withProviders`). */
export const renderWithProviders = (node: ReactNode, options?: ProvidersOptions): string =>
  renderToStaticMarkup(withProviders(node, options));
