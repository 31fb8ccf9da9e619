import { useSyncExternalStore } from 'react';

// Whether the app's first screen has been painted. Requests for details a page can show a moment
// later (the text-to-apply number in a sentence) wait for it, so they do not compete with the
// first paint on a slow connection.
let painted = false;
const listeners = new Set<() => void>();

function markPainted(): void {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

/**
 * Called once the first render has been committed. The browser reports its first contentful
 * paint (a paint-timing entry, stamped when the frame was shown); where it cannot, the next task
 * after the next frame stands in.
 */
export function noteFirstRenderCommitted(): void {
  if (painted) return;
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    requestAnimationFrame(() => setTimeout(markPainted, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    markPainted();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** False until the first screen has been painted, then true for the rest of the visit. */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => painted,
    () => false,
  );
}
