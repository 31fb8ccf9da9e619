import { AuthCard } from '../features/auth/components/AuthCard';
import { LoginLinkSignIn } from '../features/auth/components/LoginLinkSignIn';

/** The page an e-mailed one-time sign-in link opens (`/login/link?token=…`). */
export function LoginLinkPage() {
  return (
    <AuthCard
      title="Sign in with your link"
      description="Sign in to HireRelay with the link we e-mailed you."
      heading="Sign in with your link"
    >
      <LoginLinkSignIn />
    </AuthCard>
  );
}
