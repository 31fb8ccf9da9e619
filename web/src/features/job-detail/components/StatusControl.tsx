import { JOB_STATUSES, type TJobStatus } from '@hirerelay/domain';
import { useState, type FormEvent } from 'react';
import { FieldFrame } from '../../../components/form/FieldFrame';
import { TextField } from '../../../components/form/TextField';
import { toast } from '../../../lib/toast';
import { useChangeJobStatus } from '../hooks/useChangeJobStatus';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';
import { statusFailureMessage } from '../failureMessages';
import { localDateTimeOf } from '../interviewTime';
import { APPLIED_STATUS, INTERVIEW_STATUS, statusBodyOf, submissionDefaultsOf } from '../statusChange';
import { SubmissionFields } from './SubmissionFields';

/**
 * Staff's status select (any status to any status). Moving to Interview Scheduled
 * offers the interview's date and time, which the user gets by e-mail with a calendar entry; moving
 * to Applied asks what was sent and where, for the user's submission receipt.
 */
export function StatusControl({ job }: { job: TJobDetail }) {
  const change = useChangeJobStatus(job.id);
  const [status, setStatus] = useState<TJobStatus>(job.status);
  const [interviewAt, setInterviewAt] = useState(localDateTimeOf(job.interviewAt));
  const [submission, setSubmission] = useState(() => submissionDefaultsOf(job));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(statusBodyOf(status, interviewAt, submission), {
      onSuccess: () => toast.success(JobDetailMessages.statusUpdated),
      onError: (error) => toast.error(statusFailureMessage(error)),
    });
  };

  return (
    <form className="job-info__card status-control" onSubmit={submit}>
      <FieldFrame label={JobDetailMessages.status}>
        {(control) => (
          <select
            {...control}
            className="field__control field__control--select"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TJobStatus);
            }}
          >
            {JOB_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {status === APPLIED_STATUS ? <SubmissionFields value={submission} onChange={setSubmission} /> : null}
      {status === INTERVIEW_STATUS ? (
        <TextField
          label={JobDetailMessages.interviewAt}
          hint={JobDetailMessages.interviewAtHint}
          type="datetime-local"
          value={interviewAt}
          onChange={(event) => {
            setInterviewAt(event.target.value);
          }}
        />
      ) : null}
      <button className="button button--primary" type="submit" disabled={change.isPending}>
        {change.isPending ? JobDetailMessages.saving : JobDetailMessages.updateStatus}
      </button>
    </form>
  );
}
