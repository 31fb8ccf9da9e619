import { useState } from 'react';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth/hooks/useMe';
import { nameOf } from '../assigneeName';
import { useChangeAssignment, useJobAssignment, type AssignmentChange } from '../hooks/useAssignment';
import { useStaffSearch } from '../hooks/useStaffSearch';
import { AssignmentHistory } from './AssignmentHistory';
import { StaffPicker } from './StaffPicker';
import '../queue.css';

const CHANGE_FAILED = 'Could not change who owns this job. Please try again.';

/**
 * Staff's control over who owns a job: claim it, give it to another staff member, or
 * leave it unassigned; the staff-only history of those changes folds out below. Its own
 * component on the staff job page, fed by `GET /api/jobs/{id}/assignment`.
 */
export function AssigneeControl({ jobId }: { jobId: string }) {
  const assignment = useJobAssignment(jobId);
  const change = useChangeAssignment();
  const { data: me } = useMe();
  const [picking, setPicking] = useState(false);
  const search = useStaffSearch(picking);

  if (!assignment.data) return null;
  const { assignee, history } = assignment.data;
  const mine = assignee?.id === me?.id;

  const run = (next: AssignmentChange, done: string) => {
    change.mutate(
      { jobId, change: next },
      {
        onSuccess: () => {
          setPicking(false);
          toast.success(done);
        },
        onError: (error) => toast.error(errorMessage(error, CHANGE_FAILED)),
      },
    );
  };

  return (
    <div className="assignee-control" role="group" aria-label="Assignee">
      <p className="assignee-control__now">
        Assignee:{' '}
        <strong>{assignee ? (mine ? 'You' : assignee.fullName || assignee.email) : 'Unassigned'}</strong>
      </p>
      <div className="assignee-control__actions">
        {mine ? null : (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={change.isPending}
            onClick={() => run({ kind: 'claim' }, 'You have claimed this job.')}
          >
            Claim
          </button>
        )}
        {picking ? (
          <StaffPicker
            search={search}
            assignee={assignee}
            disabled={change.isPending}
            onPick={(member) =>
              run({ kind: 'assign', assigneeId: member.id }, `Assigned to ${nameOf(member, me?.id)}.`)
            }
          />
        ) : (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setPicking(true)}
          >
            Assign…
          </button>
        )}
        {assignee ? (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={change.isPending}
            onClick={() => run({ kind: 'unclaim' }, 'The job is unassigned.')}
          >
            Unassign
          </button>
        ) : null}
      </div>
      <AssignmentHistory history={history} meId={me?.id} />
    </div>
  );
}
