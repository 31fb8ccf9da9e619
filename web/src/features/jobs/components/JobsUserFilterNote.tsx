import type { TJobRow } from '../jobTypes';
import { JobsMessages } from '../jobsMessages';

/** Staff's note that the list shows one user's jobs (named when a row shows them), and the way back. */
export function JobsUserFilterNote({
  userId,
  owner,
  onAllUsers,
}: {
  userId: string;
  owner: TJobRow['owner'] | null;
  onAllUsers: () => void;
}) {
  return (
    <p className="jobs-list__user-filter">
      {JobsMessages.onlyUser(owner?.fullName ?? owner?.email ?? userId.slice(0, 6))}{' '}
      <button className="button button--secondary button--small" type="button" onClick={onAllUsers}>
        {JobsMessages.allUsers}
      </button>
    </p>
  );
}
