import { MSG_RESET_LINK_INVALID, type TResetPasswordForm } from '@hirerelay/domain';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { FormBanner } from '../../../components/form/FormBanner';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { RESET_PASSWORD_FAILED, RESET_REDIRECT_DELAY_MS } from '../authMessages';
import { useResetPassword } from '../hooks/useResetPassword';

const resetPasswordRules = lazySchemaResolver<TResetPasswordForm, TResetPasswordForm>(() =>
  import('./authSchemas').then((rules) => rules.ZResetPasswordForm),
);

export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const { field, onSubmit, isPending, errorText } = useServerForm({
    resolver: resetPasswordRules.resolver,
    defaultValues: { password: '', confirmPassword: '' },
    submit: ({ password }) => resetPassword.mutateAsync({ token, password }),
    serverFields: ['password'],
    failureMessage: RESET_PASSWORD_FAILED,
    errorIn: 'banner-always',
  });

  const succeeded = resetPassword.isSuccess;
  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = window.setTimeout(() => {
      void navigate(paths.login, { replace: true });
    }, RESET_REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [succeeded, navigate]);

  if (!token) {
    return (
      <div className="form">
        <FormBanner tone="error">{MSG_RESET_LINK_INVALID}</FormBanner>
        <Link className="button button--secondary button--block" to={paths.forgotPassword}>
          Request a new link
        </Link>
      </div>
    );
  }

  if (succeeded) {
    return (
      <div className="form">
        <FormBanner tone="success">
          Your password has been reset. Taking you to the login page in {RESET_REDIRECT_DELAY_MS / 1000}{' '}
          seconds…
        </FormBanner>
        <Link className="button button--secondary button--block" to={paths.login} replace>
          Go to login now
        </Link>
      </div>
    );
  }

  return (
    <form className="form" noValidate onFocus={resetPasswordRules.preload} onSubmit={onSubmit}>
      {errorText ? (
        <FormBanner tone="error">
          {errorText} <Link to={paths.forgotPassword}>Request a new link</Link>
        </FormBanner>
      ) : null}
      <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
      <SubmitButton pending={isPending} pendingLabel="Saving…" block>
        Reset password
      </SubmitButton>
    </form>
  );
}
