import { Link } from 'react-router';
import { paths } from '../app/paths';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ForgotPasswordForm } from '../features/auth/forms/ForgotPasswordForm';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot password"
      description="Forgot your HireRelay password? Enter your email address and we will send you a link to choose a new one."
      heading="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to={paths.login}>Log in</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
