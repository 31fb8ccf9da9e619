import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths, toPath } from '../../../app/paths';
import { FormBanner } from '../../../components/form/FormBanner';
import { TextField } from '../../../components/form/TextField';
import { toast } from '../../../lib/toast';
import { useImportJob } from '../hooks/useImportJob';
import { useLookupJob } from '../hooks/useLookupJob';
import { importRefusal, lookupError, type TImportRefusal } from '../importRefusal';
import { JobsMessages } from '../jobsMessages';
import type { TLookedUpJob } from '../jobTypes';
import { jobUrlError } from '../jobUrl';
import { LookedUpJobDetails } from './LookedUpJobDetails';
import '../../../components/confirm-dialog.css';

interface ImportDialogProps {
  /** The link the import box sent; its lookup starts as the dialog opens. */
  initialUrl: string;
  onClose: () => void;
  /** After a successful import (the dialog then closes itself). */
  onImported: () => void;
}

/** Toast actions open where the refusal can be fixed in a new window (spec 02 §2), keeping the dashboard. */
function openInNewWindow(path: string): void {
  window.open(path, '_blank', 'noopener');
}

/**
 * The two-step import (spec 02 §2, §4 "Import dialog"; 00-decisions "Import", "Links we cannot
 * read"): the link, looked up on the server (`Fetching...`; the import's refusals come back before
 * any page is read); then the fields read from the page for review (or the note that the page could
 * not be read: Import still saves it), and Import or Cancel, which stay in view at every size (the
 * fields scroll above them). Mounted only while open, so each opening starts afresh.
 */
export function ImportDialog({ initialUrl, onClose, onImported }: ImportDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [lookedUp, setLookedUp] = useState<TLookedUpJob | null>(null);
  const [refusal, setRefusal] = useState<Exclude<TImportRefusal, { kind: 'toast' }> | null>(null);
  const lookup = useLookupJob();
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

  const fetchDetails = (link: string) => {
    const error = jobUrlError(link);
    setUrlError(error);
    setRefusal(null);
    if (error) return;
    lookup.mutate(link.trim(), {
      onSuccess: setLookedUp,
      onError: (failure) => {
        // The server answers the import's refusals before reading any page (blockers first).
        const outcome = importRefusal(failure);
        if (outcome.kind === 'toast') toastRefusal(outcome);
        else if (outcome.kind === 'duplicate') setRefusal(outcome);
        else setUrlError(lookupError(failure));
      },
    });
  };

  // The box already asked for this link: look it up at once (once, also under StrictMode).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    fetchDetails(initialUrl);
    // Only on opening: later lookups come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onFetch = (event: FormEvent) => {
    event.preventDefault();
    fetchDetails(url);
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

  const fetching = lookup.isPending;
  const importing = importJob.isPending;
  const refusalBanner = refusal ? (
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
  ) : null;

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
            <>
              <div className="import-dialog__body">
                {lookedUp.detailsSource === 'none' ? (
                  <FormBanner tone="info">{JobsMessages.pageUnreadable}</FormBanner>
                ) : (
                  <p className="dialog__description">{JobsMessages.reviewIntro}</p>
                )}
                <LookedUpJobDetails job={lookedUp} />
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
                    disabled={importing || refusal?.kind === 'duplicate'}
                    onClick={onImport}
                  >
                    {importing ? JobsMessages.importing : JobsMessages.import}
                  </button>
                </div>
              </div>
            </>
          ) : (
            <form noValidate onSubmit={onFetch} aria-busy={fetching}>
              <TextField
                label="Job URL"
                type="url"
                inputMode="url"
                autoComplete="off"
                value={url}
                error={urlError ?? undefined}
                onChange={(event) => {
                  setUrl(event.target.value);
                }}
              />
              {refusalBanner}
              <div className="dialog__actions">
                <AlertDialog.Cancel className="button button--secondary">
                  {JobsMessages.cancel}
                </AlertDialog.Cancel>
                <button className="button button--primary" type="submit" disabled={fetching}>
                  {fetching ? (
                    <>
                      <span className="import-dialog__spinner" aria-hidden="true" />
                      {JobsMessages.fetching}
                    </>
                  ) : (
                    JobsMessages.fetch
                  )}
                </button>
              </div>
            </form>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
