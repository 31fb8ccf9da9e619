import type { TJobDetail } from '../../job-detail/jobDetailTypes';
import type { TOutreachChannel } from '../workbenchTypes';
import { canSendChatMessage, CHAT_MESSAGE_MAX_LENGTH } from '@hirerelay/domain';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { interviewAtOf } from '../../job-detail/interviewTime';
import { useRecordOutreach } from '../hooks/useRecordOutreach';
import { WorkbenchMessages as Texts } from '../workbenchMessages';

const CHANNEL_OPTIONS = (['email', 'linkedin'] as const).map((value) => ({
  value,
  label: Texts.channels[value],
}));

/** The form: which recruiter, the channel, the message sent, when (now when left empty). */
export function OutreachForm({ job }: { job: TJobDetail }) {
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
