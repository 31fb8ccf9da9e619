import { QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The markup the app renders at `pathname` while the session check has not answered yet: for a
 * signed-in page the site header, the dashboard shell (`DashboardShell`: its bar and, where it is
 * the same for everyone, the section's title) and the footer. The build writes it into that
 * route's HTML (build/static-shell.ts), so the page paints at HTML parse instead of after its code
 * has run; React's first render draws the same markup in its place. Build time only (Node, through
 * Vite's SSR loader): never imported by the app.
 */
export function renderStaticShell(pathname: string): string {
  // Nothing is asked during a server render: every query stays pending, as before the first answer.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToStaticMarkup(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[pathname]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
