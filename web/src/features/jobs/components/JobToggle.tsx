import { useState } from 'react';
import { useSetInterviewSecured } from '../hooks/useSetInterviewSecured';
import { useSetJobReviewed } from '../hooks/useSetJobReviewed';
import type { TJobRow } from '../jobTypes';

interface JobToggleProps {
  job: TJobRow;
  /** Staff's Done (admin_reviewed), or Interview Secured. */
  field: 'reviewed' | 'interviewSecured';
}

/**
 * One row's checkbox for Done or Interview Secured. While the change is on its way (until the
 * list has been read again) the box shows the state asked for; then what is stored, so a refused
 * change springs back.
 */
export function JobToggle({ job, field }: JobToggleProps) {
  const reviewed = useSetJobReviewed();
  const interview = useSetInterviewSecured();
  const [asked, setAsked] = useState<boolean | null>(null);
  const stored = field === 'reviewed' ? job.adminReviewed : job.interviewSecured;
  const label = field === 'reviewed' ? 'Done' : 'Interview secured';

  const change = (value: boolean) => {
    setAsked(value);
    const settled = {
      onSettled: () => {
        setAsked(null);
      },
    };
    if (field === 'reviewed') reviewed.mutate({ jobId: job.id, reviewed: value }, settled);
    else interview.mutate({ jobId: job.id, interviewSecured: value }, settled);
  };

  return (
    <input
      type="checkbox"
      className="jobs-table__check"
      aria-label={`${label}: ${job.title} at ${job.company}`}
      checked={asked ?? stored}
      disabled={asked !== null}
      onChange={(event) => {
        change(event.target.checked);
      }}
    />
  );
}
