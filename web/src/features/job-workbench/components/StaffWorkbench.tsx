import type { TJobDetail } from '@hirerelay/contracts';
import { ApplicationPacket } from './ApplicationPacket';
import { InternalNotes } from './InternalNotes';
import { OutreachPanel } from './OutreachPanel';
import '../job-workbench.css';

/**
 * Staff's workbench on the job page (issue 25): the application packet, the internal notes and
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
