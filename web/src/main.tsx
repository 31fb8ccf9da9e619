// First: zod's settings, before any module that makes a schema (lib/zodConfig.ts).
import './lib/zodConfig';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPagesFor } from './app/router';
import { createQueryClient } from './lib/api/queryClient';
import { mayHaveSession } from './lib/api/session-hint';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render HireRelay into.');

// The address's pages load beside the session check rather than after it, and, when someone may
// be signed in, ask for the data they show first.
const queryClient = createQueryClient();
preloadPagesFor(window.location.pathname, mayHaveSession(document.cookie) ? queryClient : undefined);

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task, so a slow phone stays responsive while it starts.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* The declarative router: the data router's loaders and actions are not used here and
            would add ~17 KB (gzip) to every page's first load. */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
