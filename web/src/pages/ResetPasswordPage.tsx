import { Link } from 'react-router';
import { paths } from '../app/paths';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ResetPasswordForm } from '../features/auth/forms/ResetPasswordForm';

export function ResetPasswordPage() {
  return (
    <AuthCard
      title="Reset password"
      description="Choose a new password for your HireRelay account."
      heading="Choose a new password"
      intro="Enter the new password for your account twice."
      footer={
        <p>
          <Link to={paths.login}>Back to login</Link>
        </p>
      }
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
