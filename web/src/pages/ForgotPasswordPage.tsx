import { PageShell } from '../components/PageShell';

export function ForgotPasswordPage() {
  return (
    <PageShell title="Forgot password" heading="Forgot your password?">
      Enter the e-mail address of your account and we will send you a link to choose a new password.
    </PageShell>
  );
}
