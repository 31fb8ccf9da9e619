import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { JobDetailMessages } from '../jobDetailMessages';
import type { JobLoadProblem } from '../jobLoadError';

/** `Job Not Found` or `Error Loading Job Details`, with the way back to the dashboard. */
export function JobLoadProblemView({ problem }: { problem: JobLoadProblem }) {
  return (
    <div className="job-detail__problem" role="alert">
      <h1>
        {problem.view === 'not-found' ? JobDetailMessages.notFoundTitle : JobDetailMessages.loadErrorTitle}
      </h1>
      <p>{problem.message}</p>
      <Link className="button button--primary" to={paths.dashboard}>
        {JobDetailMessages.returnToDashboard}
      </Link>
    </div>
  );
}
