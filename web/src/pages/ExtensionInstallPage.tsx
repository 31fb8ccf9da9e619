import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta';
import { ExternalLink } from '../components/ExternalLink';
import { paths } from '../app/paths';
import { EXTENSION_ZIP_URL, storeLink } from '../features/extension-install/extensionInstall';
import { useSiteConfig } from '../features/site-config/hooks/useSiteConfig';

/** /dashboard/extension: how to install the browser extension and connect it to the account. */
export function ExtensionInstallPage() {
  const { data: config } = useSiteConfig();
  const store = storeLink(config?.extensionStoreUrl);
  return (
    <div className="container settings">
      <PageMeta title="Install the browser extension" />
      <h1 className="settings__title">Install the browser extension</h1>
      <section className="settings-card" aria-labelledby="install-heading">
        <h2 id="install-heading">1. Add it to Chrome</h2>
        {store ? (
          <p>
            Install HireRelay from the <ExternalLink href={store}>Chrome Web Store</ExternalLink>.
          </p>
        ) : null}
        <p>{store ? 'Or load it yourself:' : 'Load it into Chrome (or another Chromium browser):'}</p>
        <ol>
          <li>
            <a href={EXTENSION_ZIP_URL} download>
              Download the extension (zip)
            </a>{' '}
            and unzip it into a folder you keep.
          </li>
          <li>
            Open <code>chrome://extensions</code> and switch on <strong>Developer mode</strong>.
          </li>
          <li>
            Press <strong>Load unpacked</strong> and choose the unzipped folder.
          </li>
          <li>Pin HireRelay to the toolbar from the extensions menu.</li>
        </ol>
      </section>
      <section className="settings-card" aria-labelledby="token-heading">
        <h2 id="token-heading">2. Connect it to your account</h2>
        <ol>
          <li>
            In <Link to={paths.dashboardSettings}>Settings</Link>, under <strong>Browser extension</strong>,
            create a token and copy it. It is shown only once.
          </li>
          <li>
            Right-click the HireRelay button, choose <strong>Options</strong>, paste the token and save. The
            server address is already filled in.
          </li>
        </ol>
      </section>
      <section className="settings-card" aria-labelledby="use-heading">
        <h2 id="use-heading">3. Send jobs</h2>
        <p>
          On a job page, click the HireRelay button (or right-click the page and choose{' '}
          <strong>Send this page to HireRelay</strong>): the extension reads that page&apos;s job posting (its
          job data, title and preview tags) and sends it with the link, and the job appears on your dashboard.
          It reads a page only when you click, never in the background. On any link to a job, right-click and
          choose <strong>Send link to HireRelay</strong>: the link alone is sent.
        </p>
      </section>
    </div>
  );
}
