import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { SmsNumber } from '../../site-config/components/SmsNumber';
import { JobsMessages } from '../jobsMessages';

/** The three ways to send us jobs, under the New Job box's link form. */
export function ImportWays() {
  return (
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
  );
}
