import { useId, useState } from 'react';
import { LazyConfirmDialog } from '../../../components/LazyConfirmDialog';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useJob } from '../../job-detail/hooks/useJob';
import {
  useAttachDraft,
  useDownloadDraft,
  useDrafts,
  useGenerateDraft,
  useSaveDraft,
} from '../hooks/useDrafts';
import type { TJobDraft } from '../workbenchTypes';
import { DraftTexts as Texts } from '../draftTexts';
import '../drafts.css';

/** Which drafter and prompt made the draft: `Model gpt-4o-mini · cover-letter@2026-11-28`. */
const madeBy = (draft: TJobDraft): string =>
  `${draft.drafter === 'model' ? `${Texts.model} ${draft.model ?? ''}`.trim() : Texts.localDrafter} · ${draft.promptVersion}`;

/** One draft: its origin and note, the editor with save, the .docx download and (a letter) attach. */
function DraftEditor({
  jobId,
  draft,
  hasCoverLetter,
}: {
  jobId: string;
  draft: TJobDraft;
  hasCoverLetter: boolean;
}) {
  const [body, setBody] = useState(draft.body);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveDraft(jobId);
  const download = useDownloadDraft(jobId);
  const attach = useAttachDraft(jobId);
  const editorId = useId();
  const dirty = body.trim() !== draft.body;

  const saveEdit = (then?: () => void) => {
    if (!dirty) {
      then?.();
      return;
    }
    save.mutate(
      { draftId: draft.id, body: body.trim() },
      {
        onSuccess: () => {
          toast.success(Texts.saved);
          then?.();
        },
        onError: (error) => toast.error(errorMessage(error, Texts.saveFailed)),
      },
    );
  };
  const attachNow = () => {
    saveEdit(() => {
      attach.mutate(draft.id, {
        onSuccess: () => toast.success(Texts.attached),
        onError: (error) => toast.error(errorMessage(error, Texts.attachFailed)),
      });
    });
  };

  return (
    <article
      className="drafts__draft"
      aria-label={`${Texts.kinds[draft.kind]} ${formatDateTime(draft.createdAt)}`}
    >
      <header className="drafts__header">
        <h4 className="drafts__kind">{Texts.kinds[draft.kind]}</h4>
        <span className="workbench__meta">{formatDateTime(draft.updatedAt)}</span>
      </header>
      <p className="workbench__meta drafts__origin">{madeBy(draft)}</p>
      {draft.fallbackNote ? (
        <p className="drafts__note" role="note">
          {draft.fallbackNote}
        </p>
      ) : null}
      {draft.attachedAt ? (
        <p className="drafts__attached">{Texts.attachedOn(formatDateTime(draft.attachedAt))}</p>
      ) : null}
      <label className="visually-hidden" htmlFor={editorId}>
        {Texts.editorLabel(Texts.kinds[draft.kind])}
      </label>
      <textarea
        id={editorId}
        className="field__control field__control--textarea drafts__editor"
        rows={draft.kind === 'cover_letter' ? 14 : 7}
        value={body}
        maxLength={10_000}
        onChange={(event) => {
          setBody(event.target.value);
        }}
      />
      <div className="drafts__buttons">
        <button
          type="button"
          className="button button--small"
          disabled={!dirty || body.trim() === '' || save.isPending}
          onClick={() => {
            saveEdit();
          }}
        >
          {save.isPending ? Texts.saving : Texts.save}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={dirty || download.isPending}
          title={dirty ? Texts.saveFirst : undefined}
          onClick={() => {
            download.mutate(draft, {
              onError: (error) => toast.error(errorMessage(error, Texts.downloadFailed)),
            });
          }}
        >
          {Texts.download}
        </button>
        {draft.kind === 'cover_letter' ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={attach.isPending || save.isPending || body.trim() === ''}
            onClick={() => {
              if (hasCoverLetter) setConfirming(true);
              else attachNow();
            }}
          >
            {attach.isPending ? Texts.attaching : Texts.attach}
          </button>
        ) : null}
      </div>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={Texts.replaceTitle}
        description={Texts.replaceDescription}
        confirmLabel={Texts.replaceConfirm}
        tone="primary"
        onConfirm={() => {
          setConfirming(false);
          attachNow();
        }}
      />
    </article>
  );
}

/**
 * Staff's drafts of the job's cover letter and (on plans with outreach) a recruiter outreach
 * message: generate, edit, download as .docx, attach a letter as the job's cover letter. Drafts
 * stay staff-only until attached.
 */
export function DraftsSection({ jobId }: { jobId: string }) {
  const drafts = useDrafts(jobId);
  const job = useJob(jobId);
  const generate = useGenerateDraft(jobId);
  const hasCoverLetter = (job.data?.documents ?? []).some((document) => document.type === 'cover_letter');

  const start = (kind: TJobDraft['kind']) => {
    generate.mutate(kind, {
      onSuccess: (draft) => {
        if (draft.fallbackNote) toast.error(draft.fallbackNote);
        else toast.success(Texts.generated(Texts.kinds[kind]));
      },
      onError: (error) => toast.error(errorMessage(error, Texts.generateFailed)),
    });
  };

  return (
    <section className="drafts" aria-labelledby="drafts-title">
      <h3 id="drafts-title" className="packet__heading">
        {Texts.title}
      </h3>
      <p className="workbench__hint">{Texts.hint}</p>
      {drafts.data ? (
        <>
          <div className="drafts__buttons">
            <button
              type="button"
              className="button button--small"
              disabled={generate.isPending}
              onClick={() => {
                start('cover_letter');
              }}
            >
              {Texts.generateLetter}
            </button>
            {drafts.data.outreachAvailable ? (
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={generate.isPending}
                onClick={() => {
                  start('outreach');
                }}
              >
                {Texts.generateOutreach}
              </button>
            ) : null}
            {generate.isPending ? <Spinner label={Texts.generating} /> : null}
          </div>
          {drafts.data.drafts.length === 0 ? <p className="details-list__empty">{Texts.empty}</p> : null}
          {drafts.data.drafts.map((draft) => (
            <DraftEditor
              // A saved edit (a new updatedAt) starts the editor again from the stored text.
              key={`${draft.id}:${draft.updatedAt}`}
              jobId={jobId}
              draft={draft}
              hasCoverLetter={hasCoverLetter}
            />
          ))}
        </>
      ) : drafts.isError ? (
        <p role="alert">{Texts.loadFailed}</p>
      ) : (
        <Spinner label={Texts.loading} />
      )}
    </section>
  );
}
