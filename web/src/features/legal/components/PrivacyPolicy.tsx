import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { LEGAL_EFFECTIVE_DATE } from '../legalConstants';
import { LegalDocument, LegalSection } from './LegalDocument';

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="How HireRelay collects, uses, stores and protects your personal data, resume and job applications, and the choices you have."
      heading="Privacy Policy"
      dateLine={`Effective date: ${LEGAL_EFFECTIVE_DATE}`}
    >
      <p className="legal__lead">
        This policy explains what personal data HireRelay collects, why we collect it, who we share it with,
        and the choices you have.
      </p>

      <LegalSection heading="1. What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and password (stored only in hashed
            form).
          </li>
          <li>
            <strong>Profile:</strong> the contact details, work history, education, skills and job preferences
            you enter during onboarding or in your settings.
          </li>
          <li>
            <strong>Resume:</strong> the resume file you upload, and the resumes and cover letters we prepare
            for you.
          </li>
          <li>
            <strong>Job links:</strong> the jobs you send us through the extension, a pasted link or a text
            message, and the status of each application. When you click the extension on a job page, it also
            sends the job details that page publishes (its job data, title and preview tags), and nothing else
            from the page.
          </li>
          <li>
            <strong>Messages:</strong> your chats with our team, messages sent through the contact form, and
            text messages you send us, including your phone number.
          </li>
          <li>
            <strong>Technical data:</strong> sign-in and security records, such as when you signed in.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="2. Why we use it">
        <ul>
          <li>To prepare, review and submit job applications on your behalf.</li>
          <li>To run your account, show your dashboard and keep you informed about your applications.</li>
          <li>To manage your subscription and billing.</li>
          <li>To answer your questions and provide support.</li>
          <li>To keep the service secure and prevent misuse.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="3. Who we share it with">
        <ul>
          <li>
            <strong>Employers:</strong> when we apply for a job you sent us, we share the application
            materials that job needs.
          </li>
          <li>
            <strong>Payments:</strong> your card details are collected and handled by our card payment
            provider. HireRelay does not see or store your full card number.
          </li>
          <li>
            <strong>Service providers:</strong> companies that host our systems or deliver email and text
            messages for us, only as needed to do that work.
          </li>
        </ul>
        <p>We do not sell your personal data.</p>
      </LegalSection>

      <LegalSection heading="4. Cookies and browser storage">
        <p>
          We use cookies that are needed to run the site, such as keeping you signed in securely. We also
          remember in your browser whether you accepted our cookie notice. We do not use advertising cookies.
        </p>
      </LegalSection>

      <LegalSection heading="5. How long we keep it">
        <p>
          We keep your data while your account is open. If you close your account, we delete or anonymize your
          personal data within a reasonable period, except records we must keep by law, such as billing
          records.
        </p>
      </LegalSection>

      <LegalSection heading="6. Your rights">
        <p>
          You can see and update most of your data in your settings. You can also ask us for a copy of your
          data, ask us to correct or delete it, or object to how we use it. We will respond within the time
          the law requires.
        </p>
      </LegalSection>

      <LegalSection heading="7. Security">
        <p>
          We protect your data with access controls, encrypted connections and secure sign-in sessions. No
          system is perfectly secure, and we will tell you promptly if a breach affects your data.
        </p>
      </LegalSection>

      <LegalSection heading="8. Contact us">
        <p>
          For any privacy question or request, reach us through our{' '}
          <Link to={paths.contact}>contact page</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
