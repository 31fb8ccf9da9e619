import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import type { TQueueRow } from '../queueTypes';
import { useChangeAssignment } from './useAssignment';

const CLAIM_FAILED = 'Could not claim this job. Please try again.';

/** Claims a queue row for the signed-in staff member, with a toast either way. */
export function useClaimJob() {
  const assignment = useChangeAssignment();
  const claim = (row: TQueueRow) => {
    assignment.mutate(
      { jobId: row.id, change: { kind: 'claim' } },
      {
        onSuccess: () => toast.success(`Claimed: ${row.title} at ${row.company}`),
        onError: (error) => toast.error(errorMessage(error, CLAIM_FAILED)),
      },
    );
  };
  /** Whether this row's claim is on its way. */
  const claiming = (row: TQueueRow) => assignment.isPending && assignment.variables.jobId === row.id;
  return { claim, claiming };
}
