import type { TLoginForm } from '@hirerelay/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { lazySchemaResolver } from '../../../components/form/lazySchemaResolver';
import { FormBanner } from '../../../components/form/FormBanner';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { ApiError } from '../../../lib/api/errors';
import { useServerForm } from '../../../lib/forms/useServerForm';
import { CHECK_YOUR_EMAIL, LOGIN_FAILED, LOGIN_STEP_UP_REQUIRED_CODE } from '../authMessages';
import { useLogin } from '../hooks/useLogin';
import { homeOf, safeRedirectPath } from '../redirectTarget';

const loginRules = lazySchemaResolver<TLoginForm, TLoginForm>(() =>
  import('./authSchemas').then((rules) => rules.ZLoginForm),
);

export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { field, onSubmit, isPending, error, errorText } = useServerForm({
    resolver: loginRules.resolver,
    defaultValues: { email: '', password: '' },
    submit: login.mutateAsync,
    failureMessage: LOGIN_FAILED,
    errorIn: 'banner',
    onSuccess: (user) => {
      void navigate(safeRedirectPath(searchParams.get('redirect')) ?? homeOf(user), { replace: true });
    },
  });

  // Past the limit of failed logins the gateway asks for the e-mailed sign-in link instead: not an
  // error of the person typing, so it reads as the next step, in the gateway's words.
  const stepUp = error instanceof ApiError && error.code === LOGIN_STEP_UP_REQUIRED_CODE;

  return (
    <form className="form" noValidate onFocus={loginRules.preload} onSubmit={onSubmit}>
      {stepUp ? (
        <FormBanner tone="info">
          <strong className="form-banner__title">{CHECK_YOUR_EMAIL}</strong>
          {errorText}
        </FormBanner>
      ) : errorText ? (
        <FormBanner tone="error">{errorText}</FormBanner>
      ) : null}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <p className="form__aside">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </p>
      <SubmitButton pending={isPending} pendingLabel="Logging in…" block>
        Log in
      </SubmitButton>
    </form>
  );
}
