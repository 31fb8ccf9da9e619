import { useId } from 'react';
import { JobDetailMessages } from '../jobDetailMessages';

/** What the file picker offers; the server decides by the file's content. */
const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface DocumentUploadButtonProps {
  /** The document's name, for screen readers ("Replace Resume"). */
  label: string;
  hasDocument: boolean;
  busy: boolean;
  onFile: (file: File) => void;
}

/** Upload or Replace: a button-looking label for a hidden file input. */
export function DocumentUploadButton({ label, hasDocument, busy, onFile }: DocumentUploadButtonProps) {
  const inputId = useId();
  return (
    <>
      <label className="button button--secondary button--small" htmlFor={inputId} aria-disabled={busy}>
        {busy
          ? JobDetailMessages.uploading
          : hasDocument
            ? JobDetailMessages.replace
            : JobDetailMessages.upload}
        <span className="visually-hidden"> {label}</span>
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
