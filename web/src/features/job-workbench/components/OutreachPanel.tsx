import type { TJobDetail } from '../../job-detail/jobDetailTypes';
import type { TOutreachChannel } from '../workbenchTypes';
import {
  canSendChatMessage,
  CHAT_MESSAGE_MAX_LENGTH,
  planIncludesRecruiterOutreach,
} from '@hirerelay/domain';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { interviewAtOf } from '../../job-detail/interviewTime';
import { useRecordOutreach } from '../hooks/useRecordOutreach';
import { WorkbenchMessages as Texts } from '../workbenchMessages';
import { OutreachList } from './OutreachList';

const CHANNEL_OPTIONS = (['email', 'linkedin'] as const).map((value) => ({
  value,
  label: Texts.channels[value],
}));

/** The form: which recruiter, the channel, the message sent, when (now when left empty). */
function OutreachForm({ job }: { job: TJobDetail }) {
  const record = useRecordOutreach(job.id);
  const [recruiterId, setRecruiterId] = useState(job.recruiters[0]?.id ?? '');
  const [channel, setChannel] = useState<TOutreachChannel>('email');
  const [message, setMessage] = useState('');
  const [sentAt, setSentAt] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recruiterId || !canSendChatMessage(message) || record.isPending) return;
    const at = interviewAtOf(sentAt);
    record.mutate(
      { recruiterId, channel, message: message.trim(), ...(at ? { sentAt: at } : {}) },
      {
        onSuccess: () => {
          setMessage('');
          setSentAt('');
          toast.success(Texts.outreachRecorded);
        },
        onError: (error) => toast.error(errorMessage(error, Texts.outreachFailed)),
      },
    );
  };

  return (
    <form className="workbench__outreach-form" onSubmit={submit}>
      <div className="workbench__row">
        <SelectField
          label={Texts.recruiter}
          placeholder="Choose…"
          required
          options={job.recruiters.map((recruiter) => ({ value: recruiter.id, label: recruiter.name }))}
          value={recruiterId}
          onChange={(event) => {
            setRecruiterId(event.target.value);
          }}
        />
        <SelectField
          label={Texts.channel}
          placeholder="Choose…"
          required
          options={CHANNEL_OPTIONS}
          value={channel}
          onChange={(event) => {
            setChannel(event.target.value as TOutreachChannel);
          }}
        />
      </div>
      <TextAreaField
        label={Texts.message}
        rows={3}
        required
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
        }}
      />
      <TextField
        label={Texts.sentAt}
        hint={Texts.sentAtHint}
        type="datetime-local"
        value={sentAt}
        onChange={(event) => {
          setSentAt(event.target.value);
        }}
      />
      <button
        className="button button--primary button--small"
        type="submit"
        disabled={!recruiterId || !canSendChatMessage(message) || record.isPending}
      >
        {record.isPending ? Texts.recording : Texts.recordOutreach}
      </button>
    </form>
  );
}

/**
 * Recruiter outreach (Professional and Unlimited only, by the job's plan at import): what was sent
 * so far with its message, and the form to record more. On other plans the form is not offered
 * (the service refuses it anyway).
 */
export function OutreachPanel({ job }: { job: TJobDetail }) {
  const offered = planIncludesRecruiterOutreach(job.subscriptionType);
  return (
    <section className="job-info__section workbench__outreach" aria-labelledby="outreach-title">
      <h2 id="outreach-title">{Texts.outreach}</h2>
      <OutreachList outreach={job.outreach} />
      {!offered ? (
        <p className="workbench__hint">{Texts.outreachNotInPlan}</p>
      ) : job.recruiters.length === 0 ? (
        <p className="workbench__hint">{Texts.outreachNeedsRecruiter}</p>
      ) : (
        <OutreachForm key={job.recruiters.map((recruiter) => recruiter.id).join()} job={job} />
      )}
    </section>
  );
}
