import { FEATURES_OF_EVERY_PLAN } from '@hirerelay/domain';

/** What every plan includes. */
export function EveryPlanIncludes() {
  return (
    <section className="pricing-section pricing-included" aria-labelledby="pricing-included-heading">
      <h2 id="pricing-included-heading">Every plan includes</h2>
      <ul className="checklist pricing-included__list" role="list">
        {FEATURES_OF_EVERY_PLAN.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
