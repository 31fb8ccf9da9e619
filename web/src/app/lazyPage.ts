import type { QueryClient } from '@tanstack/react-query';
import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import type { Params } from 'react-router';

// How many pages' code is being downloaded right now. Navigations run in a transition, so React
// keeps the old page up while the new one loads; the site layout shows the loading overlay on top
// while this is above zero (and a first visit straight to a lazy page shows it on an empty page).
let pagesLoading = 0;
const listeners = new Set<() => void>();

function setPagesLoading(count: number): void {
  pagesLoading = count;
  for (const listener of listeners) listener();
}

/** Asks for the data a page shows first, given its address's parameters. */
export type PagePrefetch = (queryClient: QueryClient, params: Params) => void;

/** A lazily loaded page that can be asked to load before it first renders. */
export type LazyPage = ComponentType & {
  /** Loads the page's code now (once), so that its first render need not wait for it. */
  preload: () => Promise<void>;
  /** Loads the page's code and asks for the data it shows first (when the page names any). */
  prefetch: (queryClient: QueryClient, params: Params) => Promise<void>;
};

/**
 * A page whose code loads on first render, in its own chunk: a visitor downloads only the pages
 * they open. `component` picks the (named) export from the module. A page preloaded before its
 * first render renders at once: React gets an answer it can read synchronously and does not
 * suspend, so the page does not wait for a Suspense boundary's reveal (React holds a reveal up
 * to 300 ms after a fallback showed, once per nested lazy page).
 */
export function lazyPage<TModule>(
  load: () => Promise<TModule>,
  component: (module: TModule) => ComponentType,
  prefetch?: (module: TModule) => PagePrefetch,
): LazyPage {
  let pagePrefetch: PagePrefetch | undefined;
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load()
      .then((module) => {
        pagePrefetch = prefetch?.(module);
        return (loaded = component(module));
      })
      .catch((error: unknown) => {
        // Offline or a deploy replaced the chunk: the next render tries again.
        loading = undefined;
        throw error;
      }));
  const loadCounted = async () => {
    setPagesLoading(pagesLoading + 1);
    try {
      return { default: await preload() };
    } finally {
      setPagesLoading(pagesLoading - 1);
    }
  };
  const Page = lazy(() => (loaded ? resolved({ default: loaded }) : loadCounted()));
  return Object.assign(Page, {
    preload: async () => {
      await preload();
    },
    prefetch: async (queryClient: QueryClient, params: Params) => {
      await preload();
      pagePrefetch?.(queryClient, params);
    },
  });
}

/**
 * A thenable that answers at once, so React.lazy reads it without suspending (React calls `then`
 * and looks at the answer right away; a Promise would answer only in a later microtask).
 */
function resolved<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

/** Whether some page's code is still on its way. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pagesLoading > 0,
    () => false,
  );
}
