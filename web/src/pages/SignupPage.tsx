import { PageShell } from '../components/PageShell';

export function SignupPage() {
  return (
    <PageShell title="Sign up" heading="Create your account">
      Create your account with your e-mail address and a password of at least 10 characters, and choose
      whether we may text you about your applications. You must be 18 or older. Next, you will set up your
      profile.
    </PageShell>
  );
}
