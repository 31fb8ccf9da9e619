import { useSyncExternalStore } from 'react';

// A clock in whole seconds that re-renders its readers once a second.
const subscribeToSeconds = (onTick: () => void) => {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
};
const currentMs = () => Math.floor(Date.now() / 1000) * 1000;

/**
 * Whole seconds from now until `at` (an ISO time), counting down once a second; 0 once it has
 * passed or when there is no time to wait for. Read against the clock at each render, so a new
 * `at` (a code just sent) is measured from this moment, not from an earlier tick.
 */
export function useSecondsUntil(at: string | null | undefined): number {
  const now = useSyncExternalStore(subscribeToSeconds, currentMs);
  const target = at ? Date.parse(at) : Number.NaN;
  const remainingMs = Number.isFinite(target) ? target - now : 0;
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}
