import type { TResumeTextState } from '@hirerelay/contracts';
import { MSG_RESUME_UNREADABLE } from '@hirerelay/domain';
import './resume-text-note.css';

/** What to do about an unreadable resume (a scan, a photo, a password, a damaged file). */
export const RESUME_UNREADABLE_HINT =
  'Upload a PDF with selectable text (not a scan or a photo) or a Word document, without a password.';
/** The same where only PDFs are taken (the profile resume). */
export const RESUME_UNREADABLE_PDF_HINT =
  'Upload a PDF with selectable text (not a scan or a photo), without a password.';
export const RESUME_TEXT_PENDING = 'Reading the text…';

/**
 * Whether the resume's text could be read, under the resume (profile resume in Settings and
 * onboarding, a job's resume row, staff's packet): a quiet line while it is read, a warning with
 * what to do when it could not be; nothing once read.
 */
export function ResumeTextNote({
  state,
  hint = RESUME_UNREADABLE_HINT,
}: {
  state: TResumeTextState | null | undefined;
  hint?: string;
}) {
  if (state === 'pending') {
    return (
      <p className="resume-text-note" role="status">
        {RESUME_TEXT_PENDING}
      </p>
    );
  }
  if (state !== 'unreadable') return null;
  return (
    <p className="resume-text-note resume-text-note--unreadable" role="status">
      <strong>{MSG_RESUME_UNREADABLE}</strong> {hint}
    </p>
  );
}
