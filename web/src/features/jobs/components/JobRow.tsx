import { shortJobId } from '@hirerelay/domain';
import { paths, toPath } from '../../../app/paths';
import { formatDate } from '../../../lib/dates';
import type { JobDetailState } from '../jobDetailState';
import { JobsMessages } from '../jobsMessages';
import type { TJobRow } from '../jobTypes';
import { aimToApplyBy } from '../serviceLevel';
import { JobOwnerCell } from './JobOwnerCell';
import { JobRowLinks } from './JobRowLinks';
import { JobToggle } from './JobToggle';

interface JobRowProps {
  job: TJobRow;
  staff: boolean;
  /** The example job: shown, marked, not clickable. */
  example: boolean;
  /** The list's address, for the job page's "Back to jobs". */
  state: JobDetailState;
  onOpen: (to: string) => void;
  onFilterUser?: ((userId: string) => void) | undefined;
}

/** One job of the jobs table; the whole row opens the job, its controls do their own thing. */
export function JobRow({ job, staff, example, state, onOpen, onFilterUser }: JobRowProps) {
  const to = toPath(paths.dashboardJob, { jobId: job.id });
  const open = example
    ? undefined
    : () => {
        onOpen(to);
      };
  return (
    <tr
      key={job.id}
      className="data-table__row jobs-table__row"
      data-clickable={!example}
      data-unread={job.unreadMessages > 0}
      onClick={open}
    >
      {staff ? (
        <td data-label="Done" className="jobs-table__secondary" onClick={stopPropagation}>
          <JobToggle job={job} field="reviewed" />
        </td>
      ) : null}
      <td data-label="ID" className="jobs-table__secondary">
        <span className="jobs-table__id" title={job.id}>
          {shortJobId(job.id)}
        </span>
      </td>
      {staff ? (
        <td data-label="User" className="jobs-table__user" onClick={stopPropagation}>
          <JobOwnerCell job={job} onFilterUser={onFilterUser} />
        </td>
      ) : null}
      <td data-label="Job" className="jobs-table__title">
        {/* One element, so the phone card's label/value grid keeps it in the value column. */}
        <span>
          {job.title}
          {example ? <span className="jobs-table__example"> {JobsMessages.exampleJob}</span> : null}
          {job.detailsNeeded ? (
            <span className="badge jobs-table__details-needed">{JobsMessages.detailsNeeded}</span>
          ) : null}
          {job.unreadMessages > 0 ? (
            <span className="badge jobs-table__unread">{job.unreadMessages} unread</span>
          ) : null}
        </span>
      </td>
      <td data-label="Company" className="jobs-table__company">
        {job.company}
      </td>
      <td data-label="Status" className="jobs-table__status">
        <span className="job-status" data-status={job.status}>
          {job.status}
        </span>
        {staff || example ? null : <DueNote job={job} />}
      </td>
      <td data-label="Platform" className="jobs-table__secondary">
        {job.platform}
      </td>
      <td data-label="Date Received" className="jobs-table__date">
        {formatDate(job.dateReceived)}
      </td>
      <td data-label="Date Applied" className="jobs-table__date">
        {formatDate(job.dateApplied) || '—'}
      </td>
      {staff ? (
        <td data-label="Interview Secured" className="jobs-table__secondary" onClick={stopPropagation}>
          <JobToggle job={job} field="interviewSecured" />
        </td>
      ) : null}
      <td data-label="Actions" className="jobs-table__secondary" onClick={stopPropagation}>
        {example ? '—' : <JobRowLinks job={job} to={to} state={state} />}
      </td>
    </tr>
  );
}

/** The owner's service level on a Saved job's row: when we aim to have applied. */
function DueNote({ job }: { job: TJobRow }) {
  const note = aimToApplyBy(job);
  return note ? <span className="jobs-table__due">{note}</span> : null;
}

/** Clicks on a row's controls do their own thing, not open the job. */
function stopPropagation(event: { stopPropagation: () => void }): void {
  event.stopPropagation();
}
