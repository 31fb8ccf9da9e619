import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PageMeta } from '../../../components/PageMeta';
import { useMe } from '../../auth/hooks/useMe';
import { REPLY_TIME, SUPPORT_HOURS } from '../contactMessages';
import { ContactForm } from '../forms/ContactForm';
import '../contact.css';

export function ContactContent() {
  const { data: user } = useMe();
  const sender = user ? { name: user.fullName ?? '', email: user.email } : undefined;
  return (
    <div className="contact container">
      <PageMeta
        title="Contact"
        description="Contact HireRelay about your account, billing, a partnership or anything else. Our team answers Monday to Friday, 9am to 6pm, within 1 business day."
      />
      <header className="contact__header">
        <h1>Contact us</h1>
        <p className="lead">
          Questions about HireRelay, your applications or your plan? Send us a message and a member of our
          team will get back to you.
        </p>
      </header>
      <div className="contact__layout">
        <section className="contact__card" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="contact__card-heading">
            Send us a message
          </h2>
          {/* Signing in (or out) fills the sender in afresh. */}
          <ContactForm key={user?.id ?? 'visitor'} sender={sender} />
        </section>
        <aside className="contact__aside" aria-labelledby="contact-hours-heading">
          <h2 id="contact-hours-heading">Support hours</h2>
          <p>
            <strong>{SUPPORT_HOURS}.</strong>
          </p>
          <p>We reply to every message {REPLY_TIME}.</p>
          <h2>Looking for a quick answer?</h2>
          <ul className="contact__links" role="list">
            <li>
              <Link to={paths.pricing}>Plans and pricing</Link>
            </li>
            <li>
              <Link to={paths.about}>How HireRelay works</Link>
            </li>
            <li>
              <Link to={paths.smsConsentPolicy}>Texting us job links</Link>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
