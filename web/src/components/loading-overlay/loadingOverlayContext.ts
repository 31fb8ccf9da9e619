import { createContext } from 'react';
import type { LoadingWaits } from './loadingWaits';

/** The page's full-page waits; `LoadingOverlayProvider` holds them and draws the overlay. */
export const LoadingOverlayContext = createContext<LoadingWaits | null>(null);
