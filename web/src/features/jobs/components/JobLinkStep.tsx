import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { schemaResolver } from '../../../components/form/schemaResolver';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { useLookupJob } from '../hooks/useLookupJob';
import { importRefusal, lookupError, type TImportRefusal } from '../importRefusal';
import { ZJobLinkForm, type TJobLinkForm } from '../jobLinkForm';
import { JobsMessages } from '../jobsMessages';
import type { TLookedUpJob } from '../jobTypes';

interface JobLinkStepProps {
  /** The link the import box sent; its lookup starts at once. */
  initialUrl: string;
  /** The inline refusal of the last lookup, shown above the buttons. */
  refusalBanner: ReactNode;
  onLookedUp: (job: TLookedUpJob) => void;
  /** The lookup was refused as an import would be (quota, duplicate), before any page was read. */
  onRefused: (refusal: Exclude<TImportRefusal, { kind: 'inline' }>) => void;
  /** A new lookup starts: the last one's refusal goes. */
  onLookup: () => void;
}

/**
 * The dialog's first step: the link, checked with the shared link rules, then looked up on the
 * server (`Fetching...`). A refused link's or a failed lookup's text shows under the field.
 */
export function JobLinkStep({
  initialUrl,
  refusalBanner,
  onLookedUp,
  onRefused,
  onLookup,
}: JobLinkStepProps) {
  const lookup = useLookupJob();
  const { form, field, onSubmit, isPending } = useServerForm({
    resolver: schemaResolver<TJobLinkForm, TJobLinkForm>(ZJobLinkForm),
    defaultValues: { url: initialUrl },
    submit: ({ url }) => {
      onLookup();
      return lookup.mutateAsync(url.trim());
    },
    failureMessage: lookupError,
    // The refusal's kind decides where it shows (onError).
    errorIn: 'none',
    onSuccess: onLookedUp,
    onError: (failure) => {
      // The server answers the import's refusals before reading any page (blockers first).
      const outcome = importRefusal(failure);
      if (outcome.kind !== 'inline') onRefused(outcome);
      else form.setError('url', { type: 'server', message: lookupError(failure) }, { shouldFocus: true });
    },
  });

  // The box already asked for this link: look it up at once (once, also under StrictMode).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void onSubmit();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isPending}>
      <TextField label="Job URL" type="url" inputMode="url" autoComplete="off" {...field('url')} />
      {refusalBanner}
      <div className="dialog__actions">
        <AlertDialog.Cancel className="button button--secondary">{JobsMessages.cancel}</AlertDialog.Cancel>
        <button className="button button--primary" type="submit" disabled={isPending}>
          {isPending ? (
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
  );
}
