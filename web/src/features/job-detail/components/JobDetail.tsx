import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { useMe } from '../../auth/hooks/useMe';
import { useJob } from '../hooks/useJob';
import { JobDetailMessages } from '../jobDetailMessages';
import { jobIdProblem, jobLoadProblem } from '../jobLoadError';
import { JobDetailBody } from './JobDetailBody';
import { JobLoadProblemView } from './JobLoadProblemView';
import '../../jobs/jobs.css';
import '../job-detail.css';

/** The job detail page: the job, or why it cannot be shown. */
export function JobDetail({ jobId }: { jobId: string | undefined }) {
  const idProblem = jobIdProblem(jobId);
  const job = useJob(jobId ?? '', idProblem === null);
  const { data: me } = useMe();

  const problem = idProblem ?? (job.isError ? jobLoadProblem(job.error) : null);
  return (
    <div className="container job-detail">
      <PageMeta
        title={job.data ? `${job.data.title} at ${job.data.company}` : JobDetailMessages.jobDetails}
      />
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
