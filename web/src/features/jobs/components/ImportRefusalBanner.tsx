import { Link } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { FormBanner } from '../../../components/form/FormBanner';
import type { TImportRefusal } from '../importRefusal';
import { JobsMessages } from '../jobsMessages';

/** A refusal the dialog shows inline: the message, and for a duplicate the link to the job already there. */
export type TInlineRefusal = Exclude<TImportRefusal, { kind: 'toast' }>;

export function ImportRefusalBanner({
  refusal,
  onClose,
}: {
  refusal: TInlineRefusal | null;
  onClose: () => void;
}) {
  if (!refusal) return null;
  return (
    <FormBanner tone="error">
      {refusal.message}
      {refusal.kind === 'duplicate' && refusal.jobId ? (
        <>
          {' '}
          <Link to={toPath(paths.dashboardJob, { jobId: refusal.jobId })} onClick={onClose}>
            {JobsMessages.viewExisting}
          </Link>
        </>
      ) : null}
    </FormBanner>
  );
}
