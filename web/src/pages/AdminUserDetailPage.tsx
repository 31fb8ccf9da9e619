import { useParams } from 'react-router';
import { UserDetail } from '../features/admin-users/components/UserDetail';
import { NotFoundPage } from './NotFoundPage';

/** /dashboard/subscription/users/:userId, for admins (the router guards it; the server too). */
export function AdminUserDetailPage() {
  const { userId } = useParams();
  if (!userId) return <NotFoundPage />;
  // A new user id starts a fresh detail (its own status-saving state).
  return <UserDetail key={userId} userId={userId} />;
}
