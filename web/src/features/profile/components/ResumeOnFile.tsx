import type { TProfile } from '../profileTypes';
import { useResumeLink } from '../hooks/useResumeLink';
import './resume-file.css';
import { RESUME_UNREADABLE_PDF_HINT, ResumeTextNote } from '../../../components/ResumeTextNote';
import { formatDate } from '../../../lib/dates';

interface ResumeOnFileProps {
  resume: NonNullable<TProfile['resume']>;
  /** Whether its text could be read (shown while read, and when it could not be). */
  textState: TProfile['resumeText']['state'];
  removing: boolean;
  disabled: boolean;
  onRemove: () => void;
  /** The signed link's text: Download in onboarding, View in settings. */
  linkLabel?: string;
}

/**
 * The stored resume: its name, size and date, whether its text could be read, a signed link to it
 * and a way to remove it.
 */
export function ResumeOnFile({
  resume,
  textState,
  removing,
  disabled,
  onRemove,
  linkLabel = 'Download',
}: ResumeOnFileProps) {
  const link = useResumeLink(true);
  return (
    <div className="resume-file">
      <p className="resume-file__name">
        <span className="visually-hidden">Current resume: </span>
        {resume.fileName}
      </p>
      <p className="resume-file__meta">
        {formatFileSize(resume.size)} · uploaded {formatDate(resume.uploadedAt)}
      </p>
      <ResumeTextNote state={textState} hint={RESUME_UNREADABLE_PDF_HINT} />
      <p className="resume-file__actions">
        {link.data ? (
          <a href={link.data.url} target="_blank" rel="noopener noreferrer">
            {linkLabel} <span className="visually-hidden">{resume.fileName}</span>
          </a>
        ) : (
          <span className="resume-file__pending">
            {link.isError ? `${linkLabel} unavailable` : 'Preparing the link…'}
          </span>
        )}
        <button className="link-button" type="button" onClick={onRemove} disabled={disabled}>
          {removing ? 'Removing…' : 'Remove'}
        </button>
      </p>
    </div>
  );
}

function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${String(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
