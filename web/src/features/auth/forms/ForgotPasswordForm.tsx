import type { TForgotPasswordForm } from '@hirerelay/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { FormBanner } from '../../../components/form/FormBanner';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { CHECK_YOUR_EMAIL, FORGOT_PASSWORD_FAILED } from '../authMessages';
import { useForgotPassword } from '../hooks/useForgotPassword';

const forgotPasswordRules = lazySchemaResolver<TForgotPasswordForm, TForgotPasswordForm>(() =>
  import('./authSchemas').then((rules) => rules.ZForgotPasswordForm),
);

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const { field, onSubmit, isPending, errorText } = useServerForm({
    resolver: forgotPasswordRules.resolver,
    defaultValues: { email: '' },
    submit: forgotPassword.mutateAsync,
    failureMessage: FORGOT_PASSWORD_FAILED,
    errorIn: 'banner',
  });

  if (forgotPassword.isSuccess) {
    return (
      <div className="form">
        <FormBanner tone="success">
          <strong className="form-banner__title">{CHECK_YOUR_EMAIL}</strong>
          If an account exists for {forgotPassword.variables.email}, we have sent it a link to reset your
          password. The link works for one hour.
        </FormBanner>
        <Link className="button button--secondary button--block" to={paths.login}>
          Back to login
        </Link>
      </div>
    );
  }

  return (
    <form className="form" noValidate onFocus={forgotPasswordRules.preload} onSubmit={onSubmit}>
      {errorText ? <FormBanner tone="error">{errorText}</FormBanner> : null}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <SubmitButton pending={isPending} pendingLabel="Sending…" block>
        Send reset link
      </SubmitButton>
    </form>
  );
}
