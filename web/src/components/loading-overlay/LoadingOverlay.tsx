import { useEffect, useState, type ReactNode } from 'react';
import { LoadingOverlayContext } from './loadingOverlayContext';
import { createLoadingWaits } from './loadingWaits';
import { useLoadingState } from './useLoadingOverlay';

/** A wait shorter than this shows no overlay at all, so quick loads do not flash. */
const LOADING_OVERLAY_DELAY_MS = 200;

/** Holds the page's full-page waits and draws the one overlay for them. */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [waits] = useState(createLoadingWaits);
  return (
    <LoadingOverlayContext value={waits}>
      {children}
      <LoadingOverlay />
    </LoadingOverlayContext>
  );
}

/**
 * Covers the page while something it needs is loading. It never takes focus, so a keyboard user
 * is where they were when it goes; the status region is always in the page, so screen readers
 * announce the label when it appears.
 */
function LoadingOverlay() {
  const { busy, label, period } = useLoadingState();
  // The busy period whose delay has run out; a new period starts hidden again.
  const [revealedPeriod, setRevealedPeriod] = useState<number | null>(null);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => {
      setRevealedPeriod(period);
    }, LOADING_OVERLAY_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [busy, period]);

  const visible = busy && revealedPeriod === period;
  return (
    <div className="loading-overlay" data-visible={visible} role="status" data-testid="loading-overlay">
      {visible ? (
        <div className="loading-overlay__panel">
          <span className="loading-overlay__ring" aria-hidden="true" />
          <span className="loading-overlay__label">{label}</span>
        </div>
      ) : null}
    </div>
  );
}
