import type { TJobDetail } from '../../job-detail/jobDetailTypes';
import { ApplicationPacket } from './ApplicationPacket';
import { InternalNotes } from './InternalNotes';
import { OutreachPanel } from './OutreachPanel';
import '../job-workbench.css';

/**
 * Staff's workbench on the job page: the application packet, the internal notes and
 * recruiter outreach. Loaded for staff only (the job page imports it lazily).
 */
export function StaffWorkbench({ job }: { job: TJobDetail }) {
  return (
    <div className="workbench">
      <ApplicationPacket jobId={job.id} />
      <OutreachPanel job={job} />
      <InternalNotes jobId={job.id} />
    </div>
  );
}
