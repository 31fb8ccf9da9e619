import { FormBanner } from '../../../components/form/FormBanner';
import { JobDetailMessages } from '../jobDetailMessages';

/** A save refused because someone saved the job since: why, and Reload, which takes the latest. */
export function StaleVersionBanner({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <FormBanner tone="error">
      <p>{message}</p>
      <button className="button button--secondary button--small" type="button" onClick={onReload}>
        {JobDetailMessages.reload}
      </button>
    </FormBanner>
  );
}
