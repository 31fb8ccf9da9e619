import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { FormBanner } from '../../../components/form/FormBanner';
import { JobsMessages } from '../jobsMessages';
import type { TLookedUpJob } from '../jobTypes';
import { LookedUpJobDetails } from './LookedUpJobDetails';

interface ImportReviewStepProps {
  job: TLookedUpJob;
  refusalBanner: ReactNode;
  importing: boolean;
  /** A duplicate cannot be imported again: Import stays off. */
  importBlocked: boolean;
  onImport: () => void;
}

/**
 * The dialog's second step: the fields read from the page for review (or the note that the page
 * could not be read: Import still saves it), then Import or Cancel, which stay in view at every
 * size while the fields scroll above them.
 */
export function ImportReviewStep({
  job,
  refusalBanner,
  importing,
  importBlocked,
  onImport,
}: ImportReviewStepProps) {
  return (
    <>
      <div className="import-dialog__body">
        {job.detailsSource === 'none' ? (
          <FormBanner tone="info">{JobsMessages.pageUnreadable}</FormBanner>
        ) : (
          <p className="dialog__description">{JobsMessages.reviewIntro}</p>
        )}
        <LookedUpJobDetails job={job} />
        <p className="import-dialog__note">{JobsMessages.waitingNote}</p>
      </div>
      <div className="import-dialog__footer">
        {refusalBanner}
        <div className="dialog__actions">
          <AlertDialog.Cancel className="button button--secondary" disabled={importing}>
            {JobsMessages.cancel}
          </AlertDialog.Cancel>
          <button
            className="button button--primary"
            type="button"
            disabled={importing || importBlocked}
            onClick={onImport}
          >
            {importing ? JobsMessages.importing : JobsMessages.import}
          </button>
        </div>
      </div>
    </>
  );
}
