import { formatPlanApplications, formatPlanPrice, PLANS } from '@hirerelay/domain';
import { PageMeta } from '../components/PageMeta';
import { useMe } from '../features/auth/hooks/useMe';
import { ComparisonTable } from '../features/pricing/components/ComparisonTable';
import { EveryPlanIncludes } from '../features/pricing/components/EveryPlanIncludes';
import { PricingFaq } from '../features/pricing/components/PricingFaq';
import { PricingPlans } from '../features/pricing/components/PricingPlans';
import { SignUpCallToAction } from '../features/pricing/components/SignUpCallToAction';
import '../features/pricing/pricing.css';

const description = `HireRelay's monthly plans: ${PLANS.map(
  (plan) => `${plan.name} at ${formatPlanPrice(plan)} for ${formatPlanApplications(plan).toLowerCase()}`,
).join(', ')}. A human expert reviews every application.`;

export function PricingPage() {
  // An anonymous visitor is known at once (no session call); a signed-in user's plan buttons point
  // to log in only for the moment the session takes to load (planButtons).
  const { data: user, isPending } = useMe();
  const signedIn = Boolean(user);
  return (
    <article className="pricing container">
      <PageMeta title="Pricing" description={description} />
      <header className="pricing__header">
        <h1>Plans and pricing</h1>
        <p className="pricing__lead">
          Monthly plans with a set number of applications, each tailored by AI and reviewed by a human expert
          before it is sent. Application counts reset every month.
        </p>
      </header>
      <PricingPlans signedIn={signedIn} />
      <EveryPlanIncludes />
      <ComparisonTable />
      <PricingFaq />
      {isPending || signedIn ? null : <SignUpCallToAction />}
    </article>
  );
}
