import { Spinner } from '../components/Spinner';
import { UserManagement } from '../features/admin-users/components/UserManagement';
import { useMe } from '../features/auth/hooks/useMe';
import { UserSubscription } from '../features/subscription/components/UserSubscription';

/** Admins manage users here; everyone else gets their subscription. */
export function SubscriptionPage() {
  const { data: user, isPending } = useMe();
  if (isPending) return <Spinner label="Loading…" fullPage />;
  if (user?.role === 'admin') return <UserManagement />;
  return <UserSubscription />;
}
