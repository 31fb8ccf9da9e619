import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render HireRelay into.');

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task, so a slow phone stays responsive while it starts.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        {/* The declarative router: the data router's loaders and actions are not used here and
            would add ~17 KB (gzip) to every page's first load. */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
