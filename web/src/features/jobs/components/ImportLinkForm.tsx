import { useLayoutEffect, useRef, type RefObject } from 'react';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { emptyLinkDraft, LINK_FIELD, type LinkDraft } from '../importLinkDraft';
import type { TJobLinkForm } from '../jobLinkForm';
import { JobsMessages } from '../jobsMessages';

// The link rules (and zod, which they stand on) load when the field is first focused.
const linkRules = lazySchemaResolver<TJobLinkForm, TJobLinkForm>(() =>
  import('../jobLinkForm').then((rules) => rules.ZJobLinkForm),
);

export interface ImportLinkFormProps {
  /** What was done in the shell before this form's code arrived; taken over (and emptied) on mount. */
  draftRef: RefObject<LinkDraft>;
  /** A link the rules accept, trimmed: the box opens the import dialog with it. */
  onLink: (url: string) => void;
}

/**
 * The New Job box's link form: the shared link rules (the import dialog's link step's), the rule's
 * message under the field. Nothing is sent from here: the dialog looks the link up.
 */
export function ImportLinkForm({ draftRef, onLink }: ImportLinkFormProps) {
  const { form, field, onSubmit } = useServerForm({
    resolver: linkRules.resolver,
    defaultValues: { url: '' },
    submit: ({ url }) => {
      onLink(url.trim());
      return Promise.resolve();
    },
    failureMessage: JobsMessages.unexpected,
  });

  // Carries on where the shell left off, before the first paint: what was typed, the caret in the
  // field, a press of the button (once, also under StrictMode).
  const started = useRef(false);
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    const { url, focused, submitted } = draftRef.current;
    draftRef.current = emptyLinkDraft();
    if (url) form.setValue('url', url);
    if (focused) {
      linkRules.preload();
      form.setFocus('url');
    }
    if (submitted) void onSubmit();
  });

  return (
    <form className="import-box__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField {...LINK_FIELD} onFocus={linkRules.preload} {...field('url')} />
      <button className="button button--primary import-box__submit" type="submit">
        {JobsMessages.importButton}
      </button>
    </form>
  );
}
