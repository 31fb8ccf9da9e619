import { lazy, useSyncExternalStore, type ComponentType } from 'react';

// How many pages' code is being downloaded right now. Navigations run in a transition, so React
// keeps the old page up while the new one loads; the site layout shows the loading overlay on top
// while this is above zero (and a first visit straight to a lazy page shows it on an empty page).
let pagesLoading = 0;
const listeners = new Set<() => void>();

function setPagesLoading(count: number): void {
  pagesLoading = count;
  for (const listener of listeners) listener();
}

/**
 * A page whose code loads on first render, in its own chunk: a visitor downloads only the pages
 * they open. `component` picks the (named) export from the module.
 */
export function lazyPage<TModule>(
  load: () => Promise<TModule>,
  component: (module: TModule) => ComponentType,
): ComponentType {
  return lazy(async () => {
    setPagesLoading(pagesLoading + 1);
    try {
      return { default: component(await load()) };
    } finally {
      setPagesLoading(pagesLoading - 1);
    }
  });
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
