import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useImportJob } from '../hooks/useImportJob';
import { importRefusal, type TImportRefusal } from '../importRefusal';
import { JobsMessages } from '../jobsMessages';
import type { TLookedUpJob } from '../jobTypes';
import { ImportRefusalBanner, type TInlineRefusal } from './ImportRefusalBanner';
import { ImportReviewStep } from './ImportReviewStep';
import { JobLinkStep } from './JobLinkStep';
import '../../../components/confirm-dialog.css';

interface ImportDialogProps {
  /** The link the import box sent; its lookup starts as the dialog opens. */
  initialUrl: string;
  onClose: () => void;
  /** After a successful import (the dialog then closes itself). */
  onImported: () => void;
}

/** Toast actions open where the refusal can be fixed in a new window, so the dashboard stays. */
function openInNewWindow(path: string): void {
  window.open(path, '_blank', 'noopener');
}

/**
 * The two-step import: the link, looked up on the server (the import's refusals come back before
 * any page is read), then the fields read from the page for review, and Import or Cancel. Mounted
 * only while open, so each opening starts afresh.
 */
export function ImportDialog({ initialUrl, onClose, onImported }: ImportDialogProps) {
  const [lookedUp, setLookedUp] = useState<TLookedUpJob | null>(null);
  const [refusal, setRefusal] = useState<TInlineRefusal | null>(null);
  const importJob = useImportJob();

  /** A quota refusal closes the dialog into its toast, whose action opens where it can be fixed. */
  const toastRefusal = (outcome: Extract<TImportRefusal, { kind: 'toast' }>) => {
    onClose();
    toast.error(outcome.title, {
      description: outcome.message,
      action: {
        label: outcome.action.label,
        onClick: () => {
          openInNewWindow(outcome.action.path);
        },
      },
    });
  };

  const onImport = () => {
    if (!lookedUp) return;
    setRefusal(null);
    importJob.mutate(lookedUp.url, {
      onSuccess: () => {
        toast.success(JobsMessages.imported);
        onImported();
        onClose();
      },
      onError: (error) => {
        const outcome = importRefusal(error);
        if (outcome.kind === 'toast') {
          toastRefusal(outcome);
          return;
        }
        setRefusal(outcome);
        if (outcome.kind === 'inline' && outcome.toast) {
          toast.error(outcome.toast.title, { description: outcome.toast.message });
        }
      },
    });
  };

  const importing = importJob.isPending;
  const refusalBanner = <ImportRefusalBanner refusal={refusal} onClose={onClose} />;

  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !importing) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content
          className={lookedUp ? 'dialog import-dialog import-dialog--review' : 'dialog import-dialog'}
          aria-describedby={undefined}
        >
          <AlertDialog.Title className="dialog__title">{JobsMessages.dialogTitle}</AlertDialog.Title>
          {lookedUp ? (
            <ImportReviewStep
              job={lookedUp}
              refusalBanner={refusalBanner}
              importing={importing}
              importBlocked={refusal?.kind === 'duplicate'}
              onImport={onImport}
            />
          ) : (
            <JobLinkStep
              initialUrl={initialUrl}
              refusalBanner={refusalBanner}
              onLookedUp={setLookedUp}
              onLookup={() => {
                setRefusal(null);
              }}
              onRefused={(outcome) => {
                if (outcome.kind === 'toast') toastRefusal(outcome);
                else setRefusal(outcome);
              }}
            />
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
