import { PageShell } from '../components/PageShell';

export function SubscriptionPage() {
  return (
    <PageShell title="Subscription" heading="Subscription">
      Your current plan and its status, how many applications you have used this period, your next billing
      date, your payment method and transaction history, and a way to change plan or manage billing.
    </PageShell>
  );
}
