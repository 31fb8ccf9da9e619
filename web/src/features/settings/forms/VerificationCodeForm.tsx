import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { TextField } from '../../../components/form/TextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { toast } from '../../../lib/toast';
import { useTextToApplyChange } from '../hooks/useTextToApplyChange';
import { verifyPhoneCode } from '../textToApplyApi';
import { PHONE_VERIFIED, VERIFY_FAILED } from '../textToApplyMessages';

interface CodeValues {
  code: string;
}

const codeRules = lazySchemaResolver<CodeValues, CodeValues>(() =>
  import('./textToApplySchemas').then((rules) => rules.ZPhoneVerificationBody),
);

/**
 * The texted code: a numeric keyboard on phones, and the browser may fill it from the text
 * (`one-time-code`). A wrong code's message (with the tries left) shows under the field.
 */
export function VerificationCodeForm() {
  const verify = useTextToApplyChange(verifyPhoneCode);
  const { field, onSubmit, isPending } = useServerForm({
    resolver: codeRules.resolver,
    defaultValues: { code: '' },
    submit: ({ code }) => verify.mutateAsync(code),
    serverFields: ['code'],
    failureMessage: VERIFY_FAILED,
    onSuccess: () => toast.success(PHONE_VERIFIED),
  });

  return (
    <form className="form text-to-apply__form" noValidate onFocus={codeRules.preload} onSubmit={onSubmit}>
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        className="text-to-apply__code"
        {...field('code')}
      />
      <div className="form__actions">
        <SubmitButton pending={isPending} pendingLabel="Checking…">
          Verify
        </SubmitButton>
      </div>
    </form>
  );
}
