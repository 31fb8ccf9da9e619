import { AuthCard } from '../features/auth/components/AuthCard';
import { ConfirmEmailChange } from '../features/settings/components/ConfirmEmailChange';

/** The page the link e-mailed to a new address opens (`/confirm-email?token=…`). */
export function ConfirmEmailPage() {
  return (
    <AuthCard
      title="Confirm your email"
      description="Confirm the new email address of your HireRelay account."
      heading="Confirm your new email"
    >
      <ConfirmEmailChange />
    </AuthCard>
  );
}
