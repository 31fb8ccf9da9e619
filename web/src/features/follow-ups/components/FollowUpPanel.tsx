import { ZEmail } from '@hirerelay/domain';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { FollowUpTexts as Texts } from '../followUpTexts';
import type { TFollowUp } from '../followUpTypes';
import { useJobFollowUps } from '../hooks/useJobFollowUps';
import { useSendFollowUp } from '../hooks/useSendFollowUp';
import { useSkipFollowUp } from '../hooks/useSkipFollowUp';

/**
 * Staff's follow-up of a quiet application on the workbench: the due task's recipient, subject
 * and body (drafted, editable), Send and Skip; earlier ones listed under it. Nothing when the job
 * has none.
 */
export function FollowUpPanel({ jobId }: { jobId: string }) {
  const followUps = useJobFollowUps(jobId);
  const items = followUps.data?.items ?? [];
  if (items.length === 0) return null;
  const due = items.find((item) => item.state === 'due');
  const earlier = items.filter((item) => item !== due);
  return (
    <section className="job-info__section workbench__outreach" aria-labelledby="follow-up-title">
      <h2 id="follow-up-title">{Texts.panelTitle}</h2>
      {due ? <FollowUpForm key={due.id} jobId={jobId} followUp={due} /> : null}
      {earlier.length > 0 ? (
        <>
          <h3>{Texts.history}</h3>
          <ul>
            {earlier.map((item) => (
              <li key={item.id}>
                {Texts.ordinal(item.sequence)}: {Texts.states[item.state]}
                {item.closedAt ? `, ${formatDateTime(item.closedAt)}` : ''}
                {item.state === 'sent' && item.recipient ? ` (${item.recipient})` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function FollowUpForm({ jobId, followUp }: { jobId: string; followUp: TFollowUp }) {
  const send = useSendFollowUp(jobId);
  const skip = useSkipFollowUp(jobId);
  const [recipient, setRecipient] = useState(followUp.recipient ?? '');
  const [subject, setSubject] = useState(followUp.subject);
  const [body, setBody] = useState(followUp.body);
  const busy = send.isPending || skip.isPending;
  const ready = ZEmail.safeParse(recipient).success && subject.trim() !== '' && body.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    send.mutate(
      { followUpId: followUp.id, body: { recipient: recipient.trim(), subject, body } },
      {
        onSuccess: (sent) => toast.success(Texts.sent(sent.recipient ?? recipient)),
        onError: (error) => toast.error(errorMessage(error, Texts.sendFailed)),
      },
    );
  };

  return (
    <form className="workbench__outreach-form" onSubmit={submit} aria-label={Texts.panelTitle}>
      <p className="workbench__hint">{Texts.panelHint}</p>
      <TextField
        label={Texts.recipientLabel}
        hint={Texts.recipientHint}
        type="email"
        required
        value={recipient}
        onChange={(event) => {
          setRecipient(event.target.value);
        }}
      />
      <TextField
        label={Texts.subject}
        required
        value={subject}
        onChange={(event) => {
          setSubject(event.target.value);
        }}
      />
      <TextAreaField
        label={Texts.body}
        rows={8}
        required
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
        }}
      />
      <div className="workbench__row">
        <button className="button button--primary button--small" type="submit" disabled={!ready || busy}>
          {send.isPending ? Texts.sending : Texts.send}
        </button>
        <button
          className="button button--secondary button--small"
          type="button"
          disabled={busy}
          onClick={() =>
            skip.mutate(followUp.id, {
              onSuccess: () => toast.success(Texts.skipped),
              onError: (error) => toast.error(errorMessage(error, Texts.skipFailed)),
            })
          }
        >
          {skip.isPending ? Texts.skipping : Texts.skip}
        </button>
      </div>
    </form>
  );
}
