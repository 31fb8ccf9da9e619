import type { TJobDetail } from '../../job-detail/jobDetailTypes';
import { FollowUpPanel } from '../../follow-ups/components/FollowUpPanel';
import { ApplicationPacket } from './ApplicationPacket';
import { InternalNotes } from './InternalNotes';
import { OutreachPanel } from './OutreachPanel';
import '../job-workbench.css';

/**
 * Staff's workbench on the job page: the application packet, the internal notes,
 * recruiter outreach and the job's follow-up (issue 29). Loaded for staff only (the job page imports it lazily).
 */
export function StaffWorkbench({ job }: { job: TJobDetail }) {
  return (
    <div className="workbench">
      <ApplicationPacket jobId={job.id} />
      <FollowUpPanel jobId={job.id} />
      <OutreachPanel job={job} />
      <InternalNotes jobId={job.id} />
    </div>
  );
}
