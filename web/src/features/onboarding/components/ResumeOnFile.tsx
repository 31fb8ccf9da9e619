import type { TProfile } from '@hirerelay/contracts';
import { formatDate } from '@hirerelay/domain';
import { useResumeLink } from '../../profile/hooks/useResumeLink';

interface ResumeOnFileProps {
  resume: NonNullable<TProfile['resume']>;
  removing: boolean;
  disabled: boolean;
  onRemove: () => void;
}

/** The stored resume: its name, size and date, a download link and a way to remove it. */
export function ResumeOnFile({ resume, removing, disabled, onRemove }: ResumeOnFileProps) {
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
      <p className="resume-file__actions">
        {link.data ? (
          <a href={link.data.url} target="_blank" rel="noopener noreferrer">
            Download <span className="visually-hidden">{resume.fileName}</span>
          </a>
        ) : (
          <span className="resume-file__pending">
            {link.isError ? 'Download unavailable' : 'Preparing download…'}
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
