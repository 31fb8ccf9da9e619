import { Spinner } from '../../../components/Spinner';
import type { TAdminUserDetail } from '../hooks/useAdminUser';
import { useAdminUserResumeLink } from '../hooks/useAdminUserResumeLink';
import { formatDate } from '../../../lib/dates';

/** The user's resume with a download link, or a note that there is none. */
export function UserResume({ user }: { user: TAdminUserDetail }) {
  const resume = user.profile.resume;
  const link = useAdminUserResumeLink(user.id, resume !== null);
  if (!resume) return <p className="details-list__empty">No resume uploaded</p>;
  return (
    <div className="user-detail__resume">
      <p className="user-detail__file">
        <span className="user-detail__file-name">{resume.fileName}</span>
        <span className="user-detail__file-meta">Uploaded {formatDate(resume.uploadedAt)}</span>
      </p>
      {link.data ? (
        <a className="button button--secondary button--small" href={link.data.url} download={resume.fileName}>
          Download
        </a>
      ) : link.isError ? (
        <p className="user-management__inline-error" role="alert">
          The download link could not be created. Please reload the page.
        </p>
      ) : (
        <Spinner label="Preparing the download link…" />
      )}
    </div>
  );
}
