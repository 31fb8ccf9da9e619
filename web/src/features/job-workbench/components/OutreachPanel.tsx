import type { TJobDetail } from '../../job-detail/jobDetailTypes';
import { planIncludesRecruiterOutreach } from '@hirerelay/domain';
import { WorkbenchMessages as Texts } from '../workbenchMessages';
import { OutreachForm } from './OutreachForm';
import { OutreachList } from './OutreachList';

/**
 * Recruiter outreach (Professional and Unlimited only, by the job's plan at import): what was sent
 * so far with its message, and the form to record more. On other plans the form is not offered
 * (the service refuses it anyway).
 */
export function OutreachPanel({ job }: { job: TJobDetail }) {
  const offered = planIncludesRecruiterOutreach(job.subscriptionType);
  return (
    <section className="job-info__section workbench__outreach" aria-labelledby="outreach-title">
      <h2 id="outreach-title">{Texts.outreach}</h2>
      <OutreachList outreach={job.outreach} />
      {!offered ? (
        <p className="workbench__hint">{Texts.outreachNotInPlan}</p>
      ) : job.recruiters.length === 0 ? (
        <p className="workbench__hint">{Texts.outreachNeedsRecruiter}</p>
      ) : (
        <OutreachForm key={job.recruiters.map((recruiter) => recruiter.id).join()} job={job} />
      )}
    </section>
  );
}
