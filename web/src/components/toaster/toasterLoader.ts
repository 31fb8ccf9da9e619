import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');

// The toast library and its toast area load with the first toast: most visits never show one, so
// they do not download it. Sonner's <Toaster> only shows toasts raised after it subscribed, so a
// toast waits until the area has mounted.
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Mounts the toast area (once) and resolves with the toast library when toasts will show. */
export async function loadToaster(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [sonner] = await Promise.all([import('sonner'), mounted]);
  return sonner;
}

/** Called by the toast area once it has mounted and subscribed to the toasts. */
export function toasterMounted(): void {
  markMounted();
}

/** Whether any toast has been asked for yet, so the toast area should be on the page. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
