import { useContext, useEffect, useSyncExternalStore } from 'react';
import { LoadingOverlayContext } from './loadingOverlayContext';
import type { LoadingSnapshot, LoadingWaits } from './loadingWaits';

const DEFAULT_LOADING_LABEL = 'Loading…';

/**
 * The full-page loading overlay, for a wait that holds up the whole page:
 * `const done = useLoadingOverlay().begin('Saving…'); try { … } finally { done(); }`.
 */
export function useLoadingOverlay(): Pick<LoadingWaits, 'begin'> {
  const waits = useContext(LoadingOverlayContext);
  if (!waits) throw new Error('useLoadingOverlay needs a LoadingOverlayProvider around the app.');
  return waits;
}

/** Keeps the overlay up while `active` is true (a route guard checking the session, a lazy page). */
export function useLoadingOverlayWhile(active: boolean, label = DEFAULT_LOADING_LABEL) {
  const waits = useLoadingOverlay();
  useEffect(() => (active ? waits.begin(label) : undefined), [waits, active, label]);
}

/** Whether a full-page wait is under way right now (for `aria-busy`), and what it is. */
export function useLoadingState(): LoadingSnapshot {
  const waits = useContext(LoadingOverlayContext);
  if (!waits) throw new Error('useLoadingState needs a LoadingOverlayProvider around the app.');
  // The same snapshot for a server render (the build's static shells: build/static-shell.ts).
  return useSyncExternalStore(waits.subscribe, waits.getSnapshot, waits.getSnapshot);
}
