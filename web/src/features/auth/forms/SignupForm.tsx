import { type TSignupForm, type TSignupFormInput } from '@hirerelay/domain';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormBanner } from '../../../components/form/FormBanner';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { SIGNUP_FAILED } from '../authMessages';
import { useSignup } from '../hooks/useSignup';

const signupRules = lazySchemaResolver<TSignupFormInput, TSignupForm>(() =>
  import('./authSchemas').then((rules) => rules.ZSignupForm),
);

export function SignupForm() {
  const signup = useSignup();
  const navigate = useNavigate();
  const { field, onSubmit, isPending, errorText } = useServerForm({
    resolver: signupRules.resolver,
    // SMS consent must be an explicit choice: the box starts unticked.
    defaultValues: { email: '', password: '', confirmPassword: '', smsConsent: false },
    submit: ({ email, password, smsConsent }) => signup.mutateAsync({ email, password, smsConsent }),
    serverFields: ['email', 'password'],
    failureMessage: SIGNUP_FAILED,
    errorIn: 'banner-always',
    onSuccess: () => {
      void navigate(paths.onboarding, { replace: true });
    },
  });

  return (
    <form className="form" noValidate onFocus={signupRules.preload} onSubmit={onSubmit}>
      {errorText ? <FormBanner tone="error">{errorText}</FormBanner> : null}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirmPassword')}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
      />
      <CheckboxField
        label={
          <>
            I agree to receive text messages from HireRelay about my account and applications. Reply STOP to
            opt out. See our <Link to={paths.smsConsentPolicy}>SMS Consent Policy</Link>.
          </>
        }
        {...field('smsConsent')}
      />
      <SubmitButton pending={isPending} pendingLabel="Creating account…" block>
        Create account
      </SubmitButton>
    </form>
  );
}
