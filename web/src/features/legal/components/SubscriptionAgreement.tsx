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

export function SubscriptionAgreement() {
  return (
    <LegalDocument
      title="Subscription Agreement"
      description="HireRelay's subscription agreement: monthly plans and their application quotas, automatic renewal, cancellation, and payment terms."
      heading="Subscription Agreement"
      dateLine={`Effective date: ${LEGAL_EFFECTIVE_DATE}`}
    >
      <p className="legal__lead">
        This agreement sets out how a HireRelay subscription works: what you pay, when you are charged, and
        how to change or cancel your plan. It forms part of our <Link to={paths.terms}>Terms of Service</Link>
        .
      </p>

      <LegalSection heading="1. Eligibility">
        <p>You must be at least {MINIMUM_AGE} years old to buy a subscription.</p>
      </LegalSection>

      <LegalSection heading="2. Plans">
        <p>Each plan is billed monthly and includes a number of applications per month:</p>
        <PlanTable />
        <p>
          All plans include chat and email support, resume and cover letter customization, the browser
          extension, text-to-apply, application tracking and recruiter detection. The Professional and
          Unlimited plans also include finding recruiters and drafting outreach to them.
        </p>
      </LegalSection>

      <LegalSection heading="3. Billing and automatic renewal">
        <ul>
          <li>
            Your subscription starts when your first payment succeeds and renews automatically every month on
            the same date, until you cancel.
          </li>
          <li>We charge the card you gave our card payment provider at each renewal.</li>
          <li>There is no free trial. You are charged from the first month.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="4. Monthly application limits">
        <ul>
          <li>Your application count resets at the start of each billing month.</li>
          <li>Unused applications do not roll over to the next month.</li>
          <li>
            If you reach your limit before the month ends, you can buy extra applications or upgrade to a
            larger plan.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="5. Changing your plan">
        <p>
          You can upgrade or downgrade at any time. The change applies at the start of your next billing
          cycle; until then you keep your current plan and its limits.
        </p>
      </LegalSection>

      <LegalSection heading="6. Cancelling">
        <p>
          You can cancel from your dashboard at any time. To avoid the next charge, cancel at least{' '}
          {CANCEL_NOTICE_HOURS} hours before your renewal date. After you cancel, your plan stays active until
          the end of the month you have paid for.
        </p>
      </LegalSection>

      <LegalSection heading="7. No refunds">
        <p>
          Payments are not refundable, including for unused applications, partial months or a cancellation
          made less than {CANCEL_NOTICE_HOURS} hours before renewal.
        </p>
      </LegalSection>

      <LegalSection heading="8. Late payment">
        <p>
          If a payment fails or is overdue, we may pause the service until it is paid. Overdue amounts are
          subject to a late fee of {LATE_FEE_PERCENT_PER_MONTH} per month.
        </p>
      </LegalSection>

      <LegalSection heading="9. Price changes">
        <p>
          If we change the price of your plan, we will tell you in advance. The new price applies from your
          next billing cycle after the notice, and you may cancel before then.
        </p>
      </LegalSection>

      <LegalSection heading="10. Contact us">
        <p>
          Questions about billing? Reach us through our <Link to={paths.contact}>contact page</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
