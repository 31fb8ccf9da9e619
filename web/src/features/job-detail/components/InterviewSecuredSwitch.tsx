import { useState } from 'react';
import { useSetInterviewSecured } from '../../jobs/hooks/useSetInterviewSecured';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';

/**
 * Interview Secured, for the owner and staff. While the change is on its way the
 * box shows what was asked; then what is stored, so a refused change springs back (its toast says why).
 */
export function InterviewSecuredSwitch({ job }: { job: TJobDetail }) {
  const setSecured = useSetInterviewSecured();
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <label className="job-info__toggle">
      <input
        type="checkbox"
        checked={asked ?? job.interviewSecured}
        disabled={asked !== null}
        onChange={(event) => {
          setAsked(event.target.checked);
          setSecured.mutate(
            { jobId: job.id, interviewSecured: event.target.checked },
            {
              onSettled: () => {
                setAsked(null);
              },
            },
          );
        }}
      />
      {JobDetailMessages.interviewSecured}
    </label>
  );
}
