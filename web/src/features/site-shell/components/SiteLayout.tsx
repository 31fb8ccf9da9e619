import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import {
  useLoadingOverlayWhile,
  useLoadingState,
} from '../../../components/loading-overlay/useLoadingOverlay';
import { CookieConsentBanner } from '../../cookie-consent';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function SiteLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);
  const { busy } = useLoadingState();
  // A page whose code loads on first visit (the form pages) keeps the old page up meanwhile.
  useLoadingOverlayWhile(useNavigation().state === 'loading', 'Loading the page…');

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
        <Outlet />
      </main>
      <SiteFooter />
      <CookieConsentBanner />
      <ScrollRestoration />
    </div>
  );
}
