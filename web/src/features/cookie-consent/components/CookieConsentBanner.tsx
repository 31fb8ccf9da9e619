import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { acceptCookies, hasAcceptedCookies } from '../cookieConsentStorage';
import '../cookie-consent.css';

/**
 * Cookie notice on the landing page, shown until the visitor accepts.
 * It sticks to the bottom of the viewport but sits after the footer in the page flow,
 * so scrolling to the end never leaves the footer links covered.
 */
export function CookieConsentBanner() {
  const { pathname } = useLocation();
  const [accepted, setAccepted] = useState(hasAcceptedCookies);

  if (accepted || pathname !== paths.home) return null;

  return (
    <div className="cookie-consent" role="region" aria-label="Cookie consent">
      <div className="container cookie-consent__inner">
        <p className="cookie-consent__text">
          HireRelay uses cookies that are needed to run the site, such as keeping you signed in securely, and
          to remember this choice. <Link to={paths.privacy}>Read our Privacy Policy</Link>.
        </p>
        <button
          type="button"
          className="button button--primary cookie-consent__accept"
          onClick={() => {
            acceptCookies();
            setAccepted(true);
          }}
        >
          Accept
        </button>
      </div>
    </div>
  );
}
