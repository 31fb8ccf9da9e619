import { lazy, Suspense } from 'react';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { SmsNumber } from '../../site-config/components/SmsNumber';
import { useTextToApplySettings } from '../hooks/useTextToApplySettings';
import { TEXT_TO_APPLY_LOAD_FAILED } from '../textToApplyMessages';
import { PhoneVerification } from './PhoneVerification';
import { SmsUpdatesSwitch } from './SmsUpdatesSwitch';
import { TextToApplyPhoneForm } from '../forms/TextToApplyPhoneForm';
import '../settings.css';

// A saved number is shown formatted, with libphonenumber's metadata (~45 KiB gzip, most of this
// card's weight): it loads only for someone who has saved a number. Without one, the card shows
// the form straight away and the first load of Settings does without it.
const TextToApplyPhone = lazy(() =>
  import('./TextToApplyPhone').then(({ TextToApplyPhone }) => ({ default: TextToApplyPhone })),
);

const noNumberYet = () => undefined;

/**
 * Text-to-apply: the HireRelay number to text job links to, the user's own number with
 * its verification by a texted 6-digit code, and SMS updates on/off. For applicants, not staff.
 */
export function TextToApply() {
  const settings = useTextToApplySettings();
  return (
    <Card title="Text-to-apply">
      <div className="text-to-apply">
        <p className="text-to-apply__intro">
          Text a job link to <SmsNumber /> from your verified phone and it lands on your dashboard, just like
          a link you paste. We reply to tell you how it went.
        </p>
        <ol className="text-to-apply__steps">
          <li>Add your mobile number.</li>
          <li>Verify it with the 6-digit code we text you.</li>
          <li>
            Text job links to <SmsNumber />.
          </li>
        </ol>
        {settings.data ? (
          <>
            {settings.data.phone === null ? (
              <TextToApplyPhoneForm key="none" phone={null} shown="" onClose={noNumberYet} />
            ) : (
              <Suspense fallback={<Spinner label="Loading your number…" />}>
                <TextToApplyPhone settings={settings.data} />
              </Suspense>
            )}
            {settings.data.phone && !settings.data.verified ? (
              <PhoneVerification settings={settings.data} />
            ) : null}
            <SmsUpdatesSwitch settings={settings.data} />
          </>
        ) : settings.isError ? (
          <p role="alert">{TEXT_TO_APPLY_LOAD_FAILED}</p>
        ) : (
          <Spinner label="Loading your text-to-apply settings…" />
        )}
      </div>
    </Card>
  );
}
