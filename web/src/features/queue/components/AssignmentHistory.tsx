import { formatDateTime } from '../../../lib/dates';
import { nameOf } from '../assigneeName';
import type { TJobAssignmentView } from '../queueTypes';

interface AssignmentHistoryProps {
  history: TJobAssignmentView['history'];
  meId: string | undefined;
}

/** The staff-only history of who claimed, assigned or unassigned the job, folded away. */
export function AssignmentHistory({ history, meId }: AssignmentHistoryProps) {
  if (history.length === 0) return null;
  return (
    <details className="assignee-control__history">
      <summary>Assignment history (staff only)</summary>
      <ol>
        {history.map((line) => (
          <li key={`${line.at}-${line.action}`}>
            {formatDateTime(line.at)}: {nameOf(line.changedByMember, meId)}{' '}
            {line.action === 'claim'
              ? 'claimed it'
              : line.action === 'assign'
                ? `assigned it to ${nameOf(line.assignee, meId)}`
                : `unassigned ${nameOf(line.previousAssignee, meId)}`}
          </li>
        ))}
      </ol>
    </details>
  );
}
