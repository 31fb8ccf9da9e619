import { lazy, Suspense } from 'react';
import { Spinner } from '../components/Spinner';
import { useMe } from '../features/auth/hooks/useMe';
import { UserSubscription } from '../features/subscription/components/UserSubscription';

// Staff's user list (its table, filters, sorting, export and status badges: a dozen small chunks)
// loads for staff only, so a user's subscription page waits for none of it before its banner paints.
const UserManagement = lazy(() =>
  import('../features/admin-users/components/UserManagement').then(({ UserManagement }) => ({
    default: UserManagement,
  })),
);

/** Admins manage users here; everyone else gets their subscription. */
export function SubscriptionPage() {
  const { data: user, isPending } = useMe();
  if (isPending) return <Spinner label="Loading…" fullPage />;
  if (user?.role === 'admin') {
    return (
      <Suspense fallback={<Spinner label="Loading…" fullPage />}>
        <UserManagement />
      </Suspense>
    );
  }
  return <UserSubscription />;
}
