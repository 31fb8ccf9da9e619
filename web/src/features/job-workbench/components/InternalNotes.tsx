import { canSendChatMessage, CHAT_MESSAGE_MAX_LENGTH } from '@hirerelay/domain';
import { useId, useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useAddInternalNote, useInternalNotes } from '../hooks/useInternalNotes';
import { WorkbenchMessages as Texts } from '../workbenchMessages';

/** Staff's internal notes thread on the job (never shown to the customer): author, time, text. */
export function InternalNotes({ jobId }: { jobId: string }) {
  const notes = useInternalNotes(jobId);
  const add = useAddInternalNote(jobId);
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSendChatMessage(text) || add.isPending) return;
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
      },
      onError: (error) => toast.error(errorMessage(error, Texts.noteFailed)),
    });
  };

  const items = notes.data?.items ?? [];
  return (
    <section className="job-info__section workbench__notes" aria-labelledby="internal-notes-title">
      <h2 id="internal-notes-title">{Texts.notes}</h2>
      <p id={hintId} className="workbench__hint">
        {Texts.notesHint}
      </p>
      {notes.isPending ? (
        <Spinner label="Loading notes…" />
      ) : items.length === 0 ? (
        <p className="job-detail__empty">{Texts.notesEmpty}</p>
      ) : (
        <ol className="workbench__thread" aria-label={Texts.notes}>
          {items.map((note) => (
            <li key={note.id} className="workbench__note">
              <p className="workbench__meta">
                {note.authorName ?? Texts.staffMember}{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className="workbench__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="workbench__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {Texts.noteLabel}
        </label>
        <textarea
          id={inputId}
          className="field__control field__control--textarea"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-describedby={hintId}
          placeholder="Add a note for the team… (Enter adds, Shift+Enter for a new line)"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        <button
          className="button button--primary button--small"
          type="submit"
          disabled={!canSendChatMessage(text) || add.isPending}
        >
          {add.isPending ? Texts.adding : Texts.addNote}
        </button>
      </form>
    </section>
  );
}
