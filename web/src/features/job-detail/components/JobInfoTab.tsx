import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';
import type { TJobDetail } from '../jobDetailTypes';
import { InterviewTime } from './InterviewTime';
import { FollowUpsSwitch } from './FollowUpsSwitch';
import { InterviewSecuredSwitch } from './InterviewSecuredSwitch';
import { JobDocuments } from './JobDocuments';
import { JobFieldsView } from './JobFieldsView';
import { FitCard } from '../../job-fit/components/FitCard';
import { OutreachList } from '../../job-workbench/components/OutreachList';
import { OutreachTexts } from '../../job-workbench/outreachTexts';

// Staff's tools (the edit form with its validation, the status control, Delete with its dialog)
// load for staff only: a user's job page, the page they land on from an e-mail, stays light.
const StatusControl = lazy(() => import('./StatusControl').then((m) => ({ default: m.StatusControl })));
const DeleteJobButton = lazy(() => import('./DeleteJobButton').then((m) => ({ default: m.DeleteJobButton })));
const JobEditForm = lazy(() => import('./JobEditForm').then((m) => ({ default: m.JobEditForm })));
// Staff's workbench (the application packet, recruiter outreach, internal notes).
const StaffWorkbench = lazy(() =>
  import('../../job-workbench/components/StaffWorkbench').then((m) => ({ default: m.StaffWorkbench })),
);

/**
 * Job Info: users read the fields; staff change the status and edit every field in place.
 * Both may set Interview Secured and upload or remove the documents; only staff delete.
 */
export function JobInfoTab({ job, staff }: { job: TJobDetail; staff: boolean }) {
  return (
    <div className="job-info">
      <div className="job-info__side">
        {/* A status changed elsewhere (live) starts the select afresh from it. */}
        {staff ? (
          <Suspense fallback={null}>
            <StatusControl key={job.status} job={job} />
          </Suspense>
        ) : null}
        <InterviewTime job={job} />
        <InterviewSecuredSwitch job={job} />
        <FollowUpsSwitch job={job} />
        <JobDocuments job={job} />
        {staff ? (
          <Suspense fallback={null}>
            <DeleteJobButton job={job} />
          </Suspense>
        ) : null}
      </div>
      <div className="job-info__main">
        {staff ? (
          <Suspense fallback={<Spinner label="Loading the job's fields…" />}>
            <StaffWorkbench job={job} />
            <JobEditForm job={job} />
          </Suspense>
        ) : (
          <>
            <JobFieldsView job={job} />
            {/* The owner's fit (staff see it in the packet): about 1 KiB, part of the page's first load. */}
            <FitCard jobId={job.id} />
            {job.outreach.length > 0 ? (
              <section className="job-info__section" aria-labelledby="job-outreach-title">
                <h2 id="job-outreach-title">{OutreachTexts.outreach}</h2>
                <OutreachList outreach={job.outreach} />
              </section>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
