import { useState } from 'react';
import { useSetFollowUps } from '../hooks/useSetFollowUps';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';

/**
 * "Follow up automatically" (issue 29), for the owner and staff: on, a quiet application gets a
 * follow-up staff send; off, none (a due one is cancelled). Shows what was asked while the change
 * is on its way, then what is stored.
 */
export function FollowUpsSwitch({ job }: { job: TJobDetail }) {
  const setFollowUps = useSetFollowUps();
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <label className="job-info__toggle">
      <input
        type="checkbox"
        checked={asked ?? job.followUpsEnabled}
        disabled={asked !== null}
        onChange={(event) => {
          setAsked(event.target.checked);
          setFollowUps.mutate(
            { jobId: job.id, enabled: event.target.checked },
            { onSettled: () => setAsked(null) },
          );
        }}
      />
      {JobDetailMessages.followUpsEnabled}
    </label>
  );
}
