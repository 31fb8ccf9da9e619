import { PLANS } from '@hirerelay/domain';
import type { PlanButtonProps } from './PlanButton';
import { PlanCard } from './PlanCard';

/** The three plans side by side (stacked on phones). */
export function PlanCards(props: Omit<PlanButtonProps, 'plan'>) {
  return (
    <section className="pricing-section" aria-labelledby="pricing-plans-heading">
      <h2 className="visually-hidden" id="pricing-plans-heading">
        Plans
      </h2>
      <ul className="pricing-plans" role="list">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} {...props} />
        ))}
      </ul>
    </section>
  );
}
