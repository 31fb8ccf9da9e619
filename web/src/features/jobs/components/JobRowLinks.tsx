import { Link } from 'react-router';
import type { JobDetailState } from '../jobDetailState';
import type { TJobRow } from '../jobTypes';

interface JobRowLinksProps {
  job: TJobRow;
  /** The job page's address. */
  to: string;
  state: JobDetailState;
}

/** A row's Actions: the job post in a new tab (when its link is a web address) and View. */
export function JobRowLinks({ job, to, state }: JobRowLinksProps) {
  return (
    <span className="jobs-table__actions">
      {/^https?:\/\//i.test(job.url) ? (
        <a
          className="button button--secondary button--small"
          href={job.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open the job post (new tab): ${job.title} at ${job.company}`}
        >
          Post ↗
        </a>
      ) : null}
      <Link
        className="button button--secondary button--small"
        to={to}
        state={state}
        aria-label={`View ${job.title} at ${job.company}`}
      >
        View
      </Link>
    </span>
  );
}
