import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandMark } from './BrandMark';

const companyLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.pricing, label: 'Pricing' },
] as const;

const legalLinks = [
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.subscriptionAgreement, label: 'Subscription Agreement' },
  { to: paths.smsConsentPolicy, label: 'SMS Consent Policy' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <Link className="brand" to={paths.home}>
            <BrandMark />
            HireRelay
          </Link>
          <p>Job applications prepared by AI, reviewed and submitted by human experts.</p>
        </div>
        <nav className="site-footer__nav" aria-label="Company">
          <h2 className="site-footer__heading">Company</h2>
          <ul role="list">
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__nav" aria-label="Legal">
          <h2 className="site-footer__heading">Legal</h2>
          <ul role="list">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className="site-footer__legal">
          © {new Date().getFullYear()} HireRelay. You must be 18 or older to use HireRelay.
        </p>
      </div>
    </footer>
  );
}
