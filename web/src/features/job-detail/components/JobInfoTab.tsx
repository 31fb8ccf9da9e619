import type { TJobDetail } from '../jobDetailTypes';
import { DeleteJobButton } from './DeleteJobButton';
import { InterviewTime } from './InterviewTime';
import { InterviewSecuredSwitch } from './InterviewSecuredSwitch';
import { JobDocuments } from './JobDocuments';
import { JobEditForm } from './JobEditForm';
import { JobFieldsView } from './JobFieldsView';
import { StatusControl } from './StatusControl';

/**
 * Job Info: users read the fields; staff change the status and edit every field in place (spec 02
 * §6). Both may set Interview Secured and upload or remove the documents; only staff delete.
 */
export function JobInfoTab({ job, staff }: { job: TJobDetail; staff: boolean }) {
  return (
    <div className="job-info">
      <div className="job-info__side">
        {/* A status changed elsewhere (live) starts the select afresh from it. */}
        {staff ? <StatusControl key={job.status} job={job} /> : null}
        <InterviewTime job={job} />
        <InterviewSecuredSwitch job={job} />
        <JobDocuments job={job} />
        {staff ? <DeleteJobButton job={job} /> : null}
      </div>
      <div className="job-info__main">{staff ? <JobEditForm job={job} /> : <JobFieldsView job={job} />}</div>
    </div>
  );
}
