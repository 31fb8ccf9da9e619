import { MSG_LOGIN_LINK_INVALID } from '@hirerelay/domain';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { FormBanner } from '../../../components/form/FormBanner';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api/errors';
import { useLoginWithLink } from '../hooks/useLoginWithLink';
import { homeOf } from '../redirectTarget';

/**
 * Signs in on arrival, once per token: React's StrictMode runs effects twice in development, and
 * the ref (kept across that remount) stops the second request, which would only find the link used.
 * Signed in, it goes where a login goes (the route guards send unfinished accounts to onboarding).
 */
export function LoginLinkSignIn() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const login = useLoginWithLink();
  const { mutate } = login;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (login.isSuccess) return <Navigate to={homeOf(login.data)} replace />;

  if (!token || login.isError) {
    return (
      <div className="form">
        <FormBanner tone="error">
          {token ? errorMessage(login.error, MSG_LOGIN_LINK_INVALID) : MSG_LOGIN_LINK_INVALID}
        </FormBanner>
        <Link className="button button--primary button--block" to={paths.login}>
          Back to login
        </Link>
        <p className="form__aside">
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </p>
      </div>
    );
  }

  return <Spinner label="Signing you in…" />;
}
