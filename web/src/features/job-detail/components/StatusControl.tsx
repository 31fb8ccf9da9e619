import { JOB_STATUSES, type TJobStatus } from '@hirerelay/domain';
import { useState, type FormEvent } from 'react';
import { FieldFrame } from '../../../components/form/FieldFrame';
import { TextField } from '../../../components/form/TextField';
import { toast } from '../../../lib/toast';
import { useChangeJobStatus } from '../hooks/useChangeJobStatus';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDetail } from '../jobDetailTypes';
import { statusFailureMessage } from '../failureMessages';
import { interviewAtOf, localDateTimeOf } from '../interviewTime';

const INTERVIEW: TJobStatus = 'Interview Scheduled';

/**
 * Staff's status select (spec 02 §4: any status to any status). Moving to Interview Scheduled
 * offers the interview's date and time, which the user gets by e-mail with a calendar entry.
 */
export function StatusControl({ job }: { job: TJobDetail }) {
  const change = useChangeJobStatus(job.id);
  const [status, setStatus] = useState<TJobStatus>(job.status);
  const [interviewAt, setInterviewAt] = useState(localDateTimeOf(job.interviewAt));
  const schedulingInterview = status === INTERVIEW;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { status, ...(schedulingInterview ? { interviewAt: interviewAtOf(interviewAt) } : {}) },
      {
        onSuccess: () => toast.success(JobDetailMessages.statusUpdated),
        onError: (error) => toast.error(statusFailureMessage(error)),
      },
    );
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
      {schedulingInterview ? (
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
