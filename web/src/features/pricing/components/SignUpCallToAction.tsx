import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** The closing invitation to create an account, for visitors who are not signed in. */
export function SignUpCallToAction() {
  return (
    <section className="pricing-section pricing-cta" aria-labelledby="pricing-cta-heading">
      <h2 id="pricing-cta-heading">Ready to hand off your job applications?</h2>
      <p>Create your account, tell us about your experience, then pick the plan that fits your search.</p>
      <Link className="button button--primary" to={paths.signup}>
        Sign up
      </Link>
    </section>
  );
}
