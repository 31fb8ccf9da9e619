import { truncateUrl } from '@hirerelay/domain';
import { Details } from '../../../components/Details';
import { ExternalLink } from '../../../components/ExternalLink';
import { JobDetailMessages } from '../jobDetailMessages';
import type { TSubmissionReceipt } from '../jobDetailTypes';
import { formatDate, formatDateTime } from '../../../lib/dates';

type ReceiptDocument = TSubmissionReceipt['resume'];

/** Which file went with the application: its name, or the profile resume, or none. */
function documentText(document: ReceiptDocument): string {
  if (!document) return 'None attached';
  const name = document.fileName ?? 'Profile resume';
  return `${name} (as of ${formatDate(document.uploadedAt)})`;
}

/** What was submitted, where, when and by whom: the user's proof that the application went out. */
export function SubmissionReceipt({ receipt }: { receipt: TSubmissionReceipt }) {
  const submittedAt = new Date(receipt.submittedAt);
  return (
    <section className="timeline__receipt" aria-label={JobDetailMessages.receipt}>
      <h3 className="timeline__receipt-title">{JobDetailMessages.receipt}</h3>
      <Details
        rows={[
          ['Resume', documentText(receipt.resume)],
          ['Cover letter', documentText(receipt.coverLetter)],
          [
            'Applied at',
            receipt.appliedUrl ? (
              <ExternalLink href={receipt.appliedUrl}>{truncateUrl(receipt.appliedUrl)}</ExternalLink>
            ) : null,
          ],
          ['Submitted', `${formatDateTime(submittedAt, 'UTC')} UTC`],
          ['Submitted by', receipt.submittedBy.name ?? JobDetailMessages.team],
        ]}
      />
    </section>
  );
}
