import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';

/** The interview's date and time, once staff entered it (the user also gets it by e-mail with an .ics). */
export function InterviewTime({ job }: { job: TJobDetail }) {
  if (!job.interviewAt) return null;
  return (
    <p className="job-info__card job-info__interview">
      {JobDetailMessages.interview}{' '}
      <time dateTime={job.interviewAt}>{new Date(job.interviewAt).toLocaleString()}</time>
    </p>
  );
}
