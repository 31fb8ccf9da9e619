import { lazy, Suspense, useId, useRef, useState, type ComponentType } from 'react';
import { FormBanner } from '../../../components/form/FormBanner';
import { emptyLinkDraft, type LinkDraft } from '../importLinkDraft';
import { JobsMessages } from '../jobsMessages';
import type { ImportLinkFormProps } from './ImportLinkForm';
import { ImportLinkShell } from './ImportLinkShell';
import { ImportWays } from './ImportWays';
import '../jobs.css';

// The link form's code (the form library and its rules) and the dialog load when the box is first
// used, not with the dashboard: most visits only look at the list, and the dashboard's first load
// stays within its JavaScript budget (e2e/first-load.spec.ts).
const loadLinkForm = () => import('./ImportLinkForm');
const ImportDialog = lazy(() =>
  import('./ImportDialog').then(({ ImportDialog }) => ({ default: ImportDialog })),
);

/**
 * The New Job box for users: a link form whose button reads HireRelay and opens the import dialog
 * with the link; the green note after an import; and the three ways to send us jobs.
 */
export function ImportBox() {
  const headingId = useId();
  const [dialogUrl, setDialogUrl] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [LinkForm, setLinkForm] = useState<ComponentType<ImportLinkFormProps> | null>(null);
  // A new key after an import: the form starts again, empty.
  const [formKey, setFormKey] = useState(0);
  const draftRef = useRef<LinkDraft>(emptyLinkDraft());

  const wake = () => {
    loadLinkForm()
      .then(({ ImportLinkForm }) => setLinkForm(() => ImportLinkForm))
      // Offline or a deploy replaced the chunk: the shell stays, and the next use tries again.
      .catch(() => undefined);
  };

  return (
    <section className="settings-card import-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{JobsMessages.newJob}</h2>
      {LinkForm ? (
        <LinkForm
          key={formKey}
          draftRef={draftRef}
          onLink={(url) => {
            setSubmitted(false);
            setDialogUrl(url);
          }}
        />
      ) : (
        <ImportLinkShell draftRef={draftRef} onWake={wake} />
      )}
      {submitted ? <FormBanner tone="success">{JobsMessages.thanks}</FormBanner> : null}
      <ImportWays />
      {dialogUrl !== null ? (
        <Suspense fallback={null}>
          <ImportDialog
            initialUrl={dialogUrl}
            onClose={() => {
              setDialogUrl(null);
            }}
            onImported={() => {
              setFormKey((key) => key + 1);
              setSubmitted(true);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
