import { useLoadingOverlayWhile } from './useLoadingOverlay';

/** Stands in for a page whose code is still loading: the loading overlay, and nothing else. */
export function PageLoading() {
  useLoadingOverlayWhile(true, 'Loading the page…');
  return null;
}
