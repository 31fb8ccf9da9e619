import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import {
  CANCEL_NOTICE_HOURS,
  LATE_FEE_PERCENT_PER_MONTH,
  LEGAL_EFFECTIVE_DATE,
  MINIMUM_AGE,
} from '../legalConstants';
import { LegalDocument, LegalSection } from './LegalDocument';
import { PlanTable } from './PlanTable';

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms for using HireRelay: who may use it, monthly plans and billing, cancellation, and how we prepare and submit job applications for you."
      heading="Terms of Service"
      dateLine={`Effective date: ${LEGAL_EFFECTIVE_DATE}`}
    >
      <p className="legal__lead">
        These terms govern your use of HireRelay, a service that prepares and submits job applications on your
        behalf. By creating an account or using the service, you agree to them. Please read them carefully.
      </p>

      <LegalSection heading="1. Who may use HireRelay">
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account or use the service. You agree to
          give us accurate information about yourself and to keep it up to date. You are responsible for
          keeping your sign-in details private and for everything done under your account.
        </p>
      </LegalSection>

      <LegalSection heading="2. What we do for you">
        <p>
          You send us jobs you want to apply for through our browser extension, by pasting a job link into
          your dashboard, or by texting a job link to the HireRelay number. For each job, AI tools draft a
          resume and cover letter tailored to it, and human HR experts review that work before the application
          is submitted on your behalf. You can follow every application on your dashboard.
        </p>
        <p>
          We work hard on every application, but we cannot promise that any employer will reply, interview you
          or offer you a job. Hiring decisions are made by employers alone.
        </p>
      </LegalSection>

      <LegalSection heading="3. Your responsibilities">
        <ul>
          <li>The information, resume and work history you give us must be true and yours to share.</li>
          <li>Only send us jobs you genuinely want to apply for.</li>
          <li>
            Do not use the service for anything unlawful, to harass anyone, or to interfere with the service
            or other users.
          </li>
          <li>Tell us promptly if you think someone else has used your account.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="4. Plans, billing and renewal">
        <p>
          HireRelay is offered as a monthly subscription. Each plan includes a set number of applications per
          month:
        </p>
        <PlanTable />
        <ul>
          <li>Subscriptions renew automatically every month until you cancel.</li>
          <li>There is no free trial, and payments are not refundable.</li>
          <li>
            To avoid being charged for the next month, cancel at least {CANCEL_NOTICE_HOURS} hours before your
            renewal date.
          </li>
          <li>
            Application counts reset each month. Unused applications do not roll over to the next month.
          </li>
          <li>
            If you reach your monthly limit, you can buy extra applications or upgrade your plan. Plan changes
            take effect at the start of your next billing cycle.
          </li>
          <li>Overdue amounts are subject to a late fee of {LATE_FEE_PERCENT_PER_MONTH} per month.</li>
        </ul>
        <p>
          Payments are processed by our card payment provider. The full billing terms are in our{' '}
          <Link to={paths.subscriptionAgreement}>Subscription Agreement</Link>, which forms part of these
          terms.
        </p>
      </LegalSection>

      <LegalSection heading="5. Your content">
        <p>
          You keep ownership of your resume, profile and other material you give us. You allow us to use it
          only as needed to provide the service, including sharing your application materials with the
          employers you ask us to apply to. How we handle personal data is described in our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection heading="6. Text messages">
        <p>
          If you choose to text job links to us, our{' '}
          <Link to={paths.smsConsentPolicy}>SMS Consent Policy</Link> applies. Texting is optional and is not
          a condition of any purchase.
        </p>
      </LegalSection>

      <LegalSection heading="7. Suspension and termination">
        <p>
          You may stop using HireRelay and cancel your subscription at any time, subject to the notice period
          above. We may suspend or close an account that breaks these terms, that has unpaid amounts, or that
          puts the service or other people at risk.
        </p>
      </LegalSection>

      <LegalSection heading="8. Limits of our responsibility">
        <p>
          The service is provided as it is. To the extent the law allows, we are not responsible for
          employers&apos; decisions, for job listings that are inaccurate or withdrawn, or for indirect
          losses. Nothing in these terms limits rights you have under law that cannot be excluded.
        </p>
      </LegalSection>

      <LegalSection heading="9. Changes to these terms">
        <p>
          We may update these terms from time to time. When we make a significant change, we will tell you
          before it takes effect and show the new effective date on this page.
        </p>
      </LegalSection>

      <LegalSection heading="10. Contact us">
        <p>
          Questions about these terms? Reach us through our <Link to={paths.contact}>contact page</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
