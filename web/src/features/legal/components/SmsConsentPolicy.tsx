import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { SmsNumber } from '../../site-config/components/SmsNumber';
import { SMS_POLICY_LAST_UPDATED } from '../legalConstants';
import { LegalDocument, LegalSection } from './LegalDocument';

export function SmsConsentPolicy() {
  return (
    <LegalDocument
      title="SMS Consent Policy"
      description="How texting job links to HireRelay works, what you agree to when you text us, message frequency, and how to stop with STOP or get help with HELP."
      heading="SMS Consent Policy"
      dateLine={`Last updated: ${SMS_POLICY_LAST_UPDATED}`}
    >
      <p className="legal__lead">
        HireRelay lets you send us jobs by text message. This policy explains how texting works, what you
        agree to when you text us, and how to stop.
      </p>

      <LegalSection heading="1. How texting works">
        <p>
          Text a job link to <SmsNumber /> from your verified phone number. We add the job to your account and
          may text you back to confirm that we received it or to tell you about its progress.
        </p>
      </LegalSection>

      <LegalSection heading="2. Your consent">
        <p>
          By texting a job link to the HireRelay number, you agree to receive text messages from us about the
          jobs you send and your applications. Giving this consent is optional and is not a condition of any
          purchase. You can always add jobs with the browser extension or by pasting a link into your
          dashboard instead.
        </p>
      </LegalSection>

      <LegalSection heading="3. Message frequency and costs">
        <ul>
          <li>Message frequency varies with how many jobs you send and how your applications progress.</li>
          <li>Message and data rates may apply, depending on your mobile plan.</li>
          <li>We do not send marketing messages by text.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="4. Stopping messages and getting help">
        <ul>
          <li>
            Reply <strong>STOP</strong> at any time to unsubscribe. We will confirm, and then send no further
            messages.
          </li>
          <li>
            Reply <strong>HELP</strong> for help.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="5. Your phone number and privacy">
        <p>
          We use your phone number only to receive your job links and to send messages about them. We do not
          sell or share it for marketing. See our <Link to={paths.privacy}>Privacy Policy</Link> for how we
          handle personal data.
        </p>
      </LegalSection>

      <LegalSection heading="6. Contact support">
        <p>
          For help with text messages, reply HELP, or reach our support team through the{' '}
          <Link to={paths.contact}>contact page</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
