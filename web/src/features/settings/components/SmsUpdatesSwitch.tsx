import type { TTextToApplySettings } from '../settingsTypes';
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { useTextToApplyChange } from '../hooks/useTextToApplyChange';
import { saveSmsUpdates } from '../textToApplyApi';
import { SMS_UPDATES_FAILED, SMS_UPDATES_OFF, SMS_UPDATES_ON } from '../textToApplyMessages';

interface SmsUpdatesSwitchProps {
  settings: TTextToApplySettings;
}

/** SMS updates on/off (the account's SMS consent): a switch that shows what the server keeps. */
export function SmsUpdatesSwitch({ settings }: SmsUpdatesSwitchProps) {
  const change = useTextToApplyChange(saveSmsUpdates);
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="sms-updates">
      <div className="sms-updates__text">
        <label className="sms-updates__label" htmlFor={id}>
          SMS updates
        </label>
        <p className="field__hint" id={hintId}>
          Texts to your verified number when one of your jobs changes status. Message and data rates may
          apply; reply STOP to stop them. See our <Link to={paths.smsConsentPolicy}>SMS consent policy</Link>.
        </p>
      </div>
      <Switch.Root
        id={id}
        className="switch"
        checked={change.isPending ? change.variables : settings.smsUpdates}
        disabled={change.isPending}
        aria-describedby={hintId}
        onCheckedChange={(enabled) =>
          change.mutate(enabled, {
            onSuccess: (saved) => toast.success(saved.smsUpdates ? SMS_UPDATES_ON : SMS_UPDATES_OFF),
            onError: (error) => toast.error(errorMessage(error, SMS_UPDATES_FAILED)),
          })
        }
      >
        <Switch.Thumb className="switch__thumb" />
      </Switch.Root>
    </div>
  );
}
