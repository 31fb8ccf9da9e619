import { formatDateTime } from '../../../lib/dates';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';

/** The gateway's calendar download for a job (`GET /api/jobs/{id}/interview.ics`). */
const calendarPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/interview.ics`;

/**
 * The interview's date and time, once staff entered it, with its calendar file (the same one the
 * user's e-mail carries, so adding both leaves one event). The gateway has the file only while the
 * job is Interview Scheduled.
 */
export function InterviewTime({ job }: { job: TJobDetail }) {
  if (!job.interviewAt || job.status !== 'Interview Scheduled') return null;
  return (
    <p className="job-info__card job-info__interview">
      <span>
        {JobDetailMessages.interview}{' '}
        <time dateTime={job.interviewAt}>{formatDateTime(job.interviewAt)}</time>
      </span>
      <a href={calendarPath(job.id)} download>
        {JobDetailMessages.downloadIcs}
      </a>
    </p>
  );
}
