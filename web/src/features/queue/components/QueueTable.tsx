import { useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { useMe } from '../../auth/hooks/useMe';
import { useClaimJob } from '../hooks/useClaimJob';
import { useNow } from '../hooks/useNow';
import type { TQueueRow } from '../queueTypes';
import { QueueRow } from './QueueRow';

/**
 * The queue's rows. Keyboard: ↑/↓ or j/k move between rows, Enter opens the job, c claims it.
 */
export function QueueTable({ rows }: { rows: TQueueRow[] }) {
  const now = useNow();
  const { data: me } = useMe();
  const { claim, claiming } = useClaimJob();
  const navigate = useNavigate();
  const body = useRef<HTMLTableSectionElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: TQueueRow) => {
    if (event.target !== event.currentTarget) return;
    const move = (step: number) => {
      const all = [...(body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]') ?? [])];
      all[all.indexOf(event.currentTarget) + step]?.focus();
      event.preventDefault();
    };
    if (event.key === 'ArrowDown' || event.key === 'j') move(1);
    else if (event.key === 'ArrowUp' || event.key === 'k') move(-1);
    else if (event.key === 'Enter') void navigate(toPath(paths.dashboardJob, { jobId: row.id }));
    else if (event.key === 'c' && !row.assignee) claim(row);
  };

  return (
    <div className="data-table__wrap">
      <table className="data-table work-queue__table" aria-labelledby="work-queue-title">
        <thead>
          <tr>
            <th scope="col">Due</th>
            <th scope="col">Customer</th>
            <th scope="col">Job</th>
            <th scope="col">Fit</th>
            <th scope="col">Needs</th>
            <th scope="col">Assignee</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((row) => (
            <QueueRow
              key={row.id}
              row={row}
              now={now}
              meId={me?.id}
              claiming={claiming(row)}
              onClaim={() => claim(row)}
              onKeyDown={(event) => onKeyDown(event, row)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
