import { Link } from 'react-router';
import { paths } from '../app/paths';
import { AuthCard } from '../features/auth/components/AuthCard';
import { LoginForm } from '../features/auth/forms/LoginForm';

export function LoginPage() {
  return (
    <AuthCard
      title="Log in"
      description="Log in to HireRelay to follow your job applications, their documents and your chat with our team."
      heading="Log in"
      intro="Welcome back. Log in to follow your applications."
      footer={
        <p>
          Don&apos;t have an account? <Link to={paths.signup}>Sign up</Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
