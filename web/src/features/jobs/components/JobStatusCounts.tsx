import type { TJobStatus } from '@hirerelay/domain';
import { useJobStatusCounts } from '../hooks/useJobStatusCounts';
import { JobsMessages } from '../jobsMessages';
import type { JobFilters } from '../jobsView';

interface JobStatusCountsProps {
  filters: JobFilters;
  /** Picks a status filter ('' for all). */
  onStatus: (status: TJobStatus | '') => void;
}

/**
 * The counts by status above the jobs list (the caller's scope and the list's other filters), each a
 * button that filters the list by its status. When the server stopped counting at its cap (staff's
 * filters over every job), each count means "at least" and reads e.g. "1,000+". Nothing shows until the counts arrive (or if they
 * fail: the list itself says when jobs cannot load).
 */
export function JobStatusCounts({ filters, onStatus }: JobStatusCountsProps) {
  const counts = useJobStatusCounts(filters);
  if (!counts.data) return <div className="job-counts" />;
  const chips: { status: TJobStatus | ''; label: string; count: number }[] = [
    { status: '', label: JobsMessages.allStatuses, count: counts.data.total },
    ...counts.data.counts.map(({ status, count }) => ({ status, label: status, count })),
  ];
  return (
    <ul className="job-counts" aria-label={JobsMessages.statusCounts}>
      {chips.map(({ status, label, count }) => (
        <li key={status || 'all'}>
          <button
            className="job-counts__chip"
            type="button"
            aria-pressed={filters.status === status}
            data-empty={count === 0}
            onClick={() => {
              onStatus(status);
            }}
          >
            {label}{' '}
            <span className="job-counts__count">
              {count.toLocaleString('en-US')}
              {counts.data.capped ? '+' : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
