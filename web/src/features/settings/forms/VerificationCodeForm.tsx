import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form/applyServerFieldErrors';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/api/errors';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CodeValues, unknown, CodeValues>({
    resolver: codeRules.resolver,
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(({ code }) => {
    verify.mutate(code, {
      onSuccess: () => toast.success(PHONE_VERIFIED),
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, ['code']))
          toast.error(errorMessage(error, VERIFY_FAILED));
      },
    });
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
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="form__actions">
        <button className="button button--primary" type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Verify'}
        </button>
      </div>
    </form>
  );
}
