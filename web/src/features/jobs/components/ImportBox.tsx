import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { FormBanner } from '../../../components/form/FormBanner';
import { TextField } from '../../../components/form/TextField';
import { SmsNumber } from '../../site-config/components/SmsNumber';
import { JobsMessages } from '../jobsMessages';
import '../jobs.css';

// The link rules (and zod, which they stand on) and the dialog load when the box is first used,
// not with the dashboard: most visits only look at the list.
const loadUrlRules = () => import('../jobUrl');
const ImportDialog = lazy(() =>
  import('./ImportDialog').then(({ ImportDialog }) => ({ default: ImportDialog })),
);

/**
 * The New Job box for users: a link form whose button reads HireRelay and
 * opens the import dialog with the link; the green note after an import;
 * and the three ways to send us jobs.
 */
export function ImportBox() {
  const headingId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dialogUrl, setDialogUrl] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { jobUrlError } = await loadUrlRules();
    const refusal = jobUrlError(url);
    setError(refusal);
    if (refusal) return;
    setSubmitted(false);
    setDialogUrl(url.trim());
  };

  return (
    <section className="settings-card import-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{JobsMessages.newJob}</h2>
      <form
        className="import-box__form"
        noValidate
        onSubmit={(event) => {
          void onSubmit(event);
        }}
      >
        <TextField
          label="Job URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.linkedin.com/jobs/view/…"
          value={url}
          error={error ?? undefined}
          onFocus={() => {
            void loadUrlRules();
          }}
          onChange={(event) => {
            setUrl(event.target.value);
          }}
        />
        <button className="button button--primary import-box__submit" type="submit">
          {JobsMessages.importButton}
        </button>
      </form>
      {submitted ? <FormBanner tone="success">{JobsMessages.thanks}</FormBanner> : null}
      <ul className="import-box__ways" role="list">
        <li className="import-way">
          <h3>Chrome Extension</h3>
          <p>Send a job to HireRelay from its page in one click.</p>
          <p>
            <Link to={paths.extensionInstall}>Add to Chrome</Link>
          </p>
        </li>
        <li className="import-way">
          <h3>Text the Job Link</h3>
          <p>
            Text a job link to <SmsNumber /> from your verified phone.
          </p>
        </li>
        <li className="import-way">
          <h3>Paste URL</h3>
          <p>Paste a job link above and press {JobsMessages.importButton}.</p>
        </li>
      </ul>
      {dialogUrl !== null ? (
        <Suspense fallback={null}>
          <ImportDialog
            initialUrl={dialogUrl}
            onClose={() => {
              setDialogUrl(null);
            }}
            onImported={() => {
              setUrl('');
              setSubmitted(true);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
