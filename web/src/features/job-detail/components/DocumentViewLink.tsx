import { useJobDocumentLink } from '../hooks/useJobDocumentLink';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TJobDocument } from '../jobDetailTypes';

/**
 * The document's name and its View link: a signed, short-lived link to the file we store (the only
 * documents there are), fetched with the page and renewed before it expires.
 */
export function DocumentViewLink({
  jobId,
  document,
  label,
}: {
  jobId: string;
  document: TJobDocument;
  label: string;
}) {
  const link = useJobDocumentLink(jobId, document.type, document.updatedAt);
  const name = document.fileName ?? 'Profile resume';
  return (
    <>
      <span className="job-documents__file">{name}</span>{' '}
      {link.data ? (
        <a href={link.data.url} target="_blank" rel="noopener noreferrer">
          {JobDetailMessages.view}
          <span className="visually-hidden"> {label}</span>
        </a>
      ) : null}
    </>
  );
}
