import { lazy, Suspense, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { useJobDocumentChange } from '../hooks/useJobDocumentChange';
import { JobDetailMessages, type DOCUMENT_TEXTS } from '../jobDetailMessages';
import type { TJobDocument, TJobDocumentType } from '../jobDetailTypes';
import { DocumentViewLink } from './DocumentViewLink';

// The question's dialog (Radix) loads when Remove is first clicked: the job page's first load
// stays within its JavaScript budget for the many visits that never remove a document.
const ConfirmDialog = lazy(() =>
  import('../../../components/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** What the file picker offers; the server decides by the file's content. */
const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface JobDocumentRowProps {
  jobId: string;
  type: TJobDocumentType;
  texts: (typeof DOCUMENT_TEXTS)[TJobDocumentType];
  document: TJobDocument | null;
}

/**
 * One document: its name and view link (only for files we store), Upload or Replace, and Remove,
 * which asks first (like removing the profile resume in Settings).
 */
export function JobDocumentRow({ jobId, type, texts, document }: JobDocumentRowProps) {
  const change = useJobDocumentChange(jobId);
  const inputId = useId();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);

  const upload = (file: File) => {
    // An upload takes a while on a phone: a loading toast, replaced by the outcome.
    const uploading = toast.loading(JobDetailMessages.uploading, { description: file.name });
    change.mutate(
      { type, file },
      {
        onSuccess: () => uploading.success(texts.uploaded),
        // The server's reason (a wrong type, too large) says what to do differently.
        onError: (error) =>
          uploading.error(texts.uploadFailed, { description: errorMessage(error, '') || undefined }),
      },
    );
  };
  const remove = () => {
    change.mutate(
      { type, file: null },
      {
        onSuccess: () => toast.success(texts.removed),
        onError: () => toast.error(texts.removeFailed),
      },
    );
  };

  return (
    <li className="job-documents__item">
      <p className="job-documents__name">
        <strong>{texts.label}</strong>
        <br />
        {document ? (
          <DocumentViewLink jobId={jobId} document={document} label={texts.label} />
        ) : (
          <span className="job-detail__empty">{JobDetailMessages.noDocument}</span>
        )}
      </p>
      <div className="job-documents__actions">
        <label
          className="button button--secondary button--small"
          htmlFor={inputId}
          aria-disabled={change.isPending}
        >
          {change.isPending
            ? JobDetailMessages.uploading
            : document
              ? JobDetailMessages.replace
              : JobDetailMessages.upload}
          <span className="visually-hidden"> {texts.label}</span>
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          disabled={change.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload(file);
          }}
        />
        {document ? (
          <button
            className="button button--secondary button--small"
            type="button"
            disabled={change.isPending}
            onClick={() => setConfirmingRemoval(true)}
          >
            {JobDetailMessages.remove}
            <span className="visually-hidden"> {texts.label}</span>
          </button>
        ) : null}
      </div>
      {confirmingRemoval ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirmingRemoval}
            title={texts.removeQuestion}
            description={texts.removeDescription}
            confirmLabel={texts.removeConfirm}
            onConfirm={remove}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
