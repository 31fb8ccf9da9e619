import { lazy, Suspense, useState } from 'react';
import { ResumeTextNote } from '../../../components/ResumeTextNote';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { useJobDocumentChange } from '../hooks/useJobDocumentChange';
import { JobDetailMessages, type DOCUMENT_TEXTS } from '../jobDetailMessages';
import type { TJobDocument, TJobDocumentType } from '../jobDetailTypes';
import { DocumentUploadButton } from './DocumentUploadButton';
import { DocumentViewLink } from './DocumentViewLink';

// The question's dialog (Radix) loads when Remove is first clicked: the job page's first load
// stays within its JavaScript budget for the many visits that never remove a document.
const ConfirmDialog = lazy(() =>
  import('../../../components/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

interface JobDocumentRowProps {
  jobId: string;
  type: TJobDocumentType;
  texts: (typeof DOCUMENT_TEXTS)[TJobDocumentType];
  document: TJobDocument | null;
}

/**
 * One document: its name and view link (only for files we store), whether a resume's text could be
 * read, Upload or Replace, and Remove, which asks first (like removing the profile resume in Settings).
 */
export function JobDocumentRow({ jobId, type, texts, document }: JobDocumentRowProps) {
  const change = useJobDocumentChange(jobId);
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
      <ResumeTextNote state={document?.textState} />
      <div className="job-documents__actions">
        <DocumentUploadButton
          label={texts.label}
          hasDocument={document !== null}
          busy={change.isPending}
          onFile={upload}
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
