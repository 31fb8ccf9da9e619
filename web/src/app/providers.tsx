import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ToasterSlot } from '../components/toaster/ToasterSlot';
import { LoadingOverlayProvider } from '../components/loading-overlay/LoadingOverlay';
import { authKeys } from '../features/auth/queryKeys';
import { noteFirstRenderCommitted } from '../lib/afterFirstPaint';
import { onSessionLost } from '../lib/api/client';
import { createQueryClient } from '../lib/api/queryClient';

interface AppProvidersProps {
  children: ReactNode;
  /** The query cache to use (main.tsx makes it first, to ask for a page's data early); else a new one. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());

  // A refresh the gateway refused means nobody is signed in any more; the route guards take it
  // from there (to /login, and back afterwards).
  useEffect(
    () =>
      onSessionLost(() => {
        queryClient.setQueryData(authKeys.me, null);
      }),
    [queryClient],
  );

  useEffect(noteFirstRenderCommitted, []);

  // The toast area and the loading overlay sit outside the router, so every page has them, even a
  // page that failed to render.
  return (
    <QueryClientProvider client={queryClient}>
      <LoadingOverlayProvider>
        {children}
        <ToasterSlot />
      </LoadingOverlayProvider>
    </QueryClientProvider>
  );
}
