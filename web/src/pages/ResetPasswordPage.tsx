import { PageShell } from '../components/PageShell';

export function ResetPasswordPage() {
  return (
    <PageShell title="Reset password" heading="Reset your password">
      Opened from the link in your password-reset e-mail: choose a new password, confirm it, and you will be
      taken back to log in.
    </PageShell>
  );
}
