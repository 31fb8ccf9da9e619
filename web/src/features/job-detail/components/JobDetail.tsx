import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { useMe } from '../../auth/hooks/useMe';
import { useJob } from '../hooks/useJob';
import { JobDetailMessages } from '../jobDetailMessages';
import { jobIdProblem, jobLoadProblem } from '../jobLoadError';
import { JobDetailBody } from './JobDetailBody';
import { jobsListSearchOf } from '../../jobs/jobDetailState';
import { JobLoadProblemView } from './JobLoadProblemView';
import '../../jobs/jobs.css';
import '../job-detail.css';

/** The job detail page: the job, or why it cannot be shown. */
export function JobDetail({ jobId }: { jobId: string | undefined }) {
  const idProblem = jobIdProblem(jobId);
  const job = useJob(jobId ?? '', idProblem === null);
  const { data: me } = useMe();
  // Back to the list as it was left: its filters and order came along in the router state.
  const backToJobs = `${paths.dashboard}${jobsListSearchOf(useLocation().state)}`;

  const problem = idProblem ?? (job.isError ? jobLoadProblem(job.error) : null);
  return (
    <div className="container job-detail">
      <PageMeta
        title={job.data ? `${job.data.title} at ${job.data.company}` : JobDetailMessages.jobDetails}
      />
      <p className="job-detail__back">
        <Link className="button button--secondary button--small" to={backToJobs}>
          ← {JobDetailMessages.backToJobs}
        </Link>
      </p>
      {problem ? (
        <JobLoadProblemView problem={problem} />
      ) : job.data && me ? (
        <JobDetailBody job={job.data} viewer={me} />
      ) : (
        <Spinner label={JobDetailMessages.loading} />
      )}
    </div>
  );
}
