import { truncateUrl } from '@hirerelay/domain';
import { formatDateText } from '../../../lib/dates';
import type { TLookedUpJob } from '../jobTypes';

/** The review step's fields as read from the job's page (what was not found reads so). */
export function LookedUpJobDetails({ job }: { job: TLookedUpJob }) {
  const rows: [string, string][] = [
    ['Job', job.title],
    ['Company', job.company],
    ['Location', job.location],
    ['Platform', job.site],
    ['Job type', job.jobType],
    ['Salary', job.salary],
    ['Date posted', formatDateText(job.datePosted)],
  ];
  return (
    <dl className="import-review">
      {rows.map(([label, value]) => (
        <div key={label} className="import-review__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="import-review__row">
        <dt>Link</dt>
        <dd>
          <a href={job.url} target="_blank" rel="noopener noreferrer" title={job.url}>
            {truncateUrl(job.url)}
          </a>
        </dd>
      </div>
      <div className="import-review__row import-review__row--wide">
        <dt>Description</dt>
        <dd className="import-review__description">{job.description}</dd>
      </div>
    </dl>
  );
}
