import { PageShell } from '../components/PageShell';

export function SubscriptionAgreementPage() {
  return (
    <PageShell title="Subscription Agreement" heading="Subscription Agreement">
      The terms of a HireRelay subscription: plans renew automatically every month, application counts reset
      monthly with no rollover, plan changes apply from the next billing cycle, cancellations must be made at
      least 24 hours before renewal, and there is no free trial and no refunds.
    </PageShell>
  );
}
