import { useId } from 'react';
import { MessageComposer } from '../../../components/thread/MessageComposer';
import { MessageThread } from '../../../components/thread/MessageThread';
import { useAddInternalNote, useInternalNotes } from '../hooks/useInternalNotes';
import { WorkbenchMessages as Texts } from '../workbenchMessages';

const NOTE_CLASSES = {
  list: 'workbench__thread',
  message: 'workbench__note',
  meta: 'workbench__meta',
  text: 'workbench__text',
};

const NOTE_COMPOSER = {
  label: Texts.noteLabel,
  placeholder: 'Add a note for the team… (Enter adds, Shift+Enter for a new line)',
  send: Texts.addNote,
  sending: Texts.adding,
  failed: Texts.noteFailed,
};

/** Staff's internal notes thread on the job (never shown to the customer): author, time, text. */
export function InternalNotes({ jobId }: { jobId: string }) {
  const notes = useInternalNotes(jobId);
  const add = useAddInternalNote(jobId);
  const hintId = useId();

  return (
    <section className="job-info__section workbench__notes" aria-labelledby="internal-notes-title">
      <h2 id="internal-notes-title">{Texts.notes}</h2>
      <p id={hintId} className="workbench__hint">
        {Texts.notesHint}
      </p>
      <MessageThread
        messages={notes.data?.items ?? []}
        authorOf={(note) => note.authorName ?? Texts.staffMember}
        pending={notes.isPending}
        loadingLabel="Loading notes…"
        emptyText={Texts.notesEmpty}
        classes={NOTE_CLASSES}
        label={Texts.notes}
      />
      <MessageComposer
        send={add}
        texts={NOTE_COMPOSER}
        className="workbench__form"
        buttonClassName="button--small"
        describedBy={hintId}
      />
    </section>
  );
}
