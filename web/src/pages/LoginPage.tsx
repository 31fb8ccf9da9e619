import { PageShell } from '../components/PageShell';

export function LoginPage() {
  return (
    <PageShell title="Log in" heading="Log in">
      Sign in with your e-mail address and password to reach your dashboard, with links to reset a forgotten
      password or to create an account.
    </PageShell>
  );
}
