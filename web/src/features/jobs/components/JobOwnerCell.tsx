import { shortJobId } from '@hirerelay/domain';
import { Link } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import type { TJobRow } from '../jobTypes';

/**
 * Staff's User cell: the owner's name (a link to the user) and e-mail, cut with an ellipsis, and
 * the 6-character id; a button narrows the list to that user's jobs. Without the owner (identity
 * did not answer) the id alone, still linking to the user.
 */
export function JobOwnerCell({
  job,
  onFilterUser,
}: {
  job: TJobRow;
  onFilterUser?: ((userId: string) => void) | undefined;
}) {
  const owner = job.owner ?? null;
  const name = owner?.fullName ?? owner?.email ?? shortJobId(job.userId);
  return (
    <span className="jobs-table__owner">
      <Link className="jobs-table__owner-name" to={toPath(paths.dashboardUser, { userId: job.userId })}>
        {name}
      </Link>
      {owner ? (
        <span className="jobs-table__owner-email" title={owner.email}>
          {owner.email}
        </span>
      ) : null}
      <span className="jobs-table__owner-meta">
        <span className="jobs-table__id" title={job.userId}>
          {shortJobId(job.userId)}
        </span>
        {onFilterUser ? (
          <button
            className="jobs-table__owner-filter"
            type="button"
            aria-label={`Show only ${name}'s jobs`}
            title="Show only this user's jobs"
            onClick={() => {
              onFilterUser(job.userId);
            }}
          >
            Only these
          </button>
        ) : null}
      </span>
    </span>
  );
}
