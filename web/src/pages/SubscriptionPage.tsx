import { PageShell } from '../components/PageShell';
import { Spinner } from '../components/Spinner';
import { UserManagement } from '../features/admin-users/components/UserManagement';
import { useMe } from '../features/auth/hooks/useMe';

/** Admins manage users here (spec 02 §2); everyone else gets their subscription. */
export function SubscriptionPage() {
  const { data: user, isPending } = useMe();
  if (isPending) return <Spinner label="Loading…" fullPage />;
  if (user?.role === 'admin') return <UserManagement />;
  return (
    <PageShell title="Subscription" heading="Subscription">
      Your current plan and its status, how many applications you have used this period, your next billing
      date, your payment method and transaction history, and a way to change plan or manage billing.
    </PageShell>
  );
}
