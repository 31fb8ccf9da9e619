import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api/errors';
import { useAdminUser } from '../hooks/useAdminUser';
import { UserDetailBody } from './UserDetailBody';
import { UserJobs } from './UserJobs';
import '../admin-users.css';

/** Router state the list passes along, so Back to Users keeps its filters. */
export interface UserDetailState {
  listSearch: string;
}

function listSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const search = (state as Partial<UserDetailState>).listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

export function UserDetail({ userId }: { userId: string }) {
  const user = useAdminUser(userId);
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    void navigate(`${paths.dashboardSubscription}${listSearchOf(location.state)}`);
  };

  return (
    <div className="container user-detail">
      <PageMeta title={user.data ? (user.data.fullName ?? user.data.email) : 'User'} />
      <p>
        <button className="button button--secondary button--small" type="button" onClick={back}>
          ← Back to Users
        </button>
      </p>
      {user.data ? (
        <>
          <UserDetailBody user={user.data} />
          <UserJobs userId={userId} />
        </>
      ) : user.isError ? (
        <div className="user-management__error" role="alert">
          <h1>
            {user.error instanceof ApiError && user.error.status === 404
              ? 'User not found'
              : 'Error Loading User'}
          </h1>
          <p>
            {user.error instanceof ApiError && user.error.status === 404
              ? 'This user does not exist or was removed.'
              : 'Failed to load users. Please try again later.'}
          </p>
          <button className="button button--primary" type="button" onClick={() => void user.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <Spinner label="Loading the user…" />
      )}
    </div>
  );
}
