import { MSG_EMAIL_CHANGE_LINK_INVALID } from '@hirerelay/domain';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormBanner } from '../../../components/form/FormBanner';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api/errors';
import { useMe } from '../../auth/hooks/useMe';
import { confirmEmailWayOn } from '../confirmEmailWayOn';
import { useConfirmEmailChange } from '../hooks/useConfirmEmailChange';

/**
 * Applies the change on arrival, once per token: React's StrictMode runs effects twice in
 * development, and the ref (kept across that remount) stops the second request, which would only
 * find the link used.
 */
export function ConfirmEmailChange() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const sentFor = useRef<string | null>(null);
  const signedIn = Boolean(useMe().data);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (confirm.isSuccess) {
    const wayOn = confirmEmailWayOn(signedIn, true);
    return (
      <div className="form">
        <FormBanner tone="success">
          Your email address is now <strong>{confirm.data.email}</strong>. Use it the next time you log in.
        </FormBanner>
        <Link className="button button--primary button--block" to={wayOn.to}>
          {wayOn.label}
        </Link>
      </div>
    );
  }

  if (!token || confirm.isError) {
    const wayOn = confirmEmailWayOn(signedIn, false);
    return (
      <div className="form">
        <FormBanner tone="error">
          {token ? errorMessage(confirm.error, MSG_EMAIL_CHANGE_LINK_INVALID) : MSG_EMAIL_CHANGE_LINK_INVALID}
        </FormBanner>
        <Link className="button button--secondary button--block" to={wayOn.to}>
          {wayOn.label}
        </Link>
      </div>
    );
  }

  return <Spinner label="Confirming your new email address…" />;
}
