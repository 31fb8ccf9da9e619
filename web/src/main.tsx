import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render HireRelay into.');

createRoot(container).render(
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
