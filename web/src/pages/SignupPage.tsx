import { Link } from 'react-router';
import { paths } from '../app/paths';
import { AuthCard } from '../features/auth/components/AuthCard';
import { SignupForm } from '../features/auth/forms/SignupForm';

export function SignupPage() {
  return (
    <AuthCard
      title="Sign up"
      description="Create your HireRelay account: we tailor your resume and cover letter to each job and submit your applications for you."
      heading="Create your account"
      intro="You must be 18 or older to use HireRelay."
      footer={
        <p>
          Already have an account? <Link to={paths.login}>Log in</Link>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
