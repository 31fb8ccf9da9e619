import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth/hooks/useMe';
import {
  useChangeAssignment,
  useJobAssignment,
  useStaffMembers,
  type AssignmentChange,
} from '../hooks/useAssignment';
import type { TStaffMember } from '../queueTypes';
import '../queue.css';

const CHANGE_FAILED = 'Could not change who owns this job. Please try again.';
/** How long typing in the picker's search pauses before identity is asked. */
const SEARCH_DEBOUNCE_MS = 300;

const nameOf = (member: TStaffMember | null, meId: string | undefined) =>
  member ? (member.id === meId ? 'you' : member.fullName || member.email || 'a staff member') : 'nobody';

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
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const staff = useStaffMembers(picking, search);

  if (!assignment.data) return null;
  const { assignee, history } = assignment.data;
  const mine = assignee?.id === me?.id;
  // The page of staff the search found, the current assignee always among them (first).
  const found = staff.data?.items ?? [];
  const options =
    assignee && !found.some((member) => member.id === assignee.id) ? [assignee, ...found] : found;
  const more = Boolean(staff.data?.nextCursor);

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
          <div className="assignee-control__pick">
            <label>
              <span className="visually-hidden">Find staff by name or e-mail</span>
              <input
                type="search"
                autoFocus
                value={typed}
                placeholder="Find staff by name or e-mail"
                maxLength={200}
                onChange={(event) => setTyped(event.target.value)}
              />
            </label>
            <label>
              <span className="visually-hidden">Assign to</span>
              <select
                value=""
                disabled={!staff.data || change.isPending}
                onChange={(event) => {
                  const member = options.find((item) => item.id === event.target.value);
                  if (member)
                    run({ kind: 'assign', assigneeId: member.id }, `Assigned to ${nameOf(member, me?.id)}.`);
                }}
              >
                <option value="" disabled>
                  {!staff.data
                    ? 'Loading staff…'
                    : found.length === 0
                      ? 'No staff member matches'
                      : more
                        ? `Assign to… (first ${String(found.length)}: type to find others)`
                        : 'Assign to…'}
                </option>
                {options.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.fullName || member.email}
                    {member.id === assignee?.id ? ' (assignee now)' : ''}
                  </option>
                ))}
              </select>
            </label>
          </div>
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
      {history.length > 0 ? (
        <details className="assignee-control__history">
          <summary>Assignment history (staff only)</summary>
          <ol>
            {history.map((line) => (
              <li key={`${line.at}-${line.action}`}>
                {formatDateTime(line.at)}: {nameOf(line.changedByMember, me?.id)}{' '}
                {line.action === 'claim'
                  ? 'claimed it'
                  : line.action === 'assign'
                    ? `assigned it to ${nameOf(line.assignee, me?.id)}`
                    : `unassigned ${nameOf(line.previousAssignee, me?.id)}`}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
