import { formatPlanApplications, formatPlanPrice, PLANS } from '@hirerelay/domain';
import { PageShell } from '../components/PageShell';

const description = `HireRelay's monthly plans: ${PLANS.map(
  (plan) => `${plan.name} at ${formatPlanPrice(plan)} for ${formatPlanApplications(plan).toLowerCase()}`,
).join(', ')}. A human expert reviews every application.`;

export function PricingPage() {
  return (
    <PageShell title="Pricing" description={description} heading="Plans and pricing">
      Three monthly plans, each with an application quota that resets every month: Starter at $30 for 10
      applications, Professional at $75 for 25 applications with recruiter outreach, and Unlimited at $199
      with no cap. This page will compare the plans side by side, answer common questions about billing, and
      let you subscribe through secure card checkout.
    </PageShell>
  );
}
