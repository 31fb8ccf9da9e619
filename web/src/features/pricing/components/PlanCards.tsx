import { PLANS } from '@hirerelay/domain';
import { PlanCard } from './PlanCard';

/** The three plans side by side (stacked on phones). */
export function PlanCards({ buttonTarget }: { buttonTarget: string }) {
  return (
    <section className="pricing-section" aria-labelledby="pricing-plans-heading">
      <h2 className="visually-hidden" id="pricing-plans-heading">
        Plans
      </h2>
      <ul className="pricing-plans" role="list">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} buttonTarget={buttonTarget} />
        ))}
      </ul>
    </section>
  );
}
