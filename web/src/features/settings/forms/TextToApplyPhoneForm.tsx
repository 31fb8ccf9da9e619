import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { TextField } from '../../../components/form/TextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { toast } from '../../../lib/toast';
import { useTextToApplyChange } from '../hooks/useTextToApplyChange';
import { saveTextToApplyPhone } from '../textToApplyApi';
import { PHONE_REMOVED, PHONE_SAVE_FAILED, PHONE_SAVED } from '../textToApplyMessages';

interface TextToApplyPhoneFormProps {
  /** The number saved now (E.164), or null when there is none. */
  phone: string | null;
  /**
   * The saved number as people read it (formatSmsPhone), the field's first value. The caller
   * formats it: libphonenumber's metadata loads only where a saved number is shown (TextToApply).
   */
  shown: string;
  /** Back to showing the number (after saving, or Cancel). */
  onClose: () => void;
}

/** The saved number's view (with libphonenumber), started while the person types a first number. */
const preloadSavedNumber = () => {
  import('../components/TextToApplyPhone').catch(() => undefined);
};

interface PhoneValues {
  phone: string;
}

const phoneRules = lazySchemaResolver<PhoneValues, { phone: string | null }>(() =>
  import('./textToApplySchemas').then((rules) => rules.ZTextToApplyPhoneBody),
);

/**
 * The number as the person writes it, checked with the shared rule (normalised to E.164, a US
 * number without a country code); blank, or Remove, takes the number away.
 */
export function TextToApplyPhoneForm({ phone, shown, onClose }: TextToApplyPhoneFormProps) {
  const save = useTextToApplyChange(saveTextToApplyPhone);
  const { field, onSubmit, send, isPending } = useServerForm({
    resolver: phoneRules.resolver,
    defaultValues: { phone: shown },
    submit: (values) => save.mutateAsync(values.phone ?? ''),
    serverFields: ['phone'],
    failureMessage: PHONE_SAVE_FAILED,
    onSuccess: (settings) => {
      if (settings.phone === null) toast.success(PHONE_REMOVED);
      else if (!settings.verified) toast.success(PHONE_SAVED);
      onClose();
    },
  });

  return (
    <form
      className="form text-to-apply__form"
      noValidate
      onFocus={() => {
        phoneRules.preload();
        preloadSavedNumber();
      }}
      onSubmit={onSubmit}
    >
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="A mobile number in the United States or Canada."
        {...field('phone')}
      />
      <div className="form__actions">
        <SubmitButton pending={isPending} pendingLabel="Saving…">
          Save number
        </SubmitButton>
        {phone ? (
          <>
            <button className="button button--secondary" type="button" disabled={isPending} onClick={onClose}>
              Cancel
            </button>
            <button
              className="button button--ghost"
              type="button"
              disabled={isPending}
              onClick={() => void send({ phone: null })}
            >
              Remove number
            </button>
          </>
        ) : null}
      </div>
    </form>
  );
}
