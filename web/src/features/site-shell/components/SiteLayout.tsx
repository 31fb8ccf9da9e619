import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { usePageLoading } from '../../../app/lazyPage';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import {
  useLoadingOverlayWhile,
  useLoadingState,
} from '../../../components/loading-overlay/useLoadingOverlay';
import { RouteErrorPage } from '../../../pages/RouteErrorPage';
import { CookieConsentBanner } from '../../cookie-consent';
import { DashboardShell } from '../../dashboard/components/DashboardShell';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function SiteLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);
  const { busy } = useLoadingState();
  // A page whose code loads on first visit keeps the old page up meanwhile, under the overlay.
  useLoadingOverlayWhile(usePageLoading(), 'Loading the page…');

  // A new page starts at the top; going back or forward leaves the scrolling to the browser.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  // After client-side navigation, move focus to the new content so keyboard and
  // screen-reader users start at the top of the page, as they would after a full load.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" ref={mainRef} tabIndex={-1} aria-busy={busy || undefined}>
        <ErrorBoundary resetKey={pathname} fallback={<RouteErrorPage />}>
          {/* A first visit whose page code is still on its way: a dashboard page keeps its shell. */}
          <Suspense fallback={<DashboardShell pathname={pathname} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <CookieConsentBanner />
    </div>
  );
}
