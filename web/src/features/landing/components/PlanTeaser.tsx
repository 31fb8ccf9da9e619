import { formatPlanApplications, formatPlanPrice, PLANS, type Plan } from '@hirerelay/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

function planPoints(plan: Plan): string[] {
  return [
    formatPlanApplications(plan),
    `${plan.speed} turnaround`,
    ...(plan.recruiterOutreach ? ['Finding recruiters and drafting outreach'] : []),
  ];
}

/** The three plans in brief, leading to the pricing page for the full comparison. */
export function PlanTeaser() {
  return (
    <section className="section" aria-labelledby="plans-heading">
      <div className="container">
        <h2 id="plans-heading">Simple monthly plans</h2>
        <p className="section__intro">
          Every plan includes tailored documents, expert review, the browser extension, text-to-apply and
          tracking. Application counts reset every month, and plans renew monthly until you cancel.
        </p>
        <ul className="plan-teaser" role="list">
          {PLANS.map((plan) => (
            <li className="plan-card plan-teaser__card" key={plan.id} data-popular={plan.mostPopular}>
              <h3 className="plan-teaser__name">
                {plan.name}
                {plan.mostPopular ? <span className="badge plan-teaser__badge">Most Popular</span> : null}
              </h3>
              <p className="plan-teaser__price">
                <span className="plan-teaser__amount">{formatPlanPrice(plan)}</span>
                <span className="plan-teaser__period">/mo</span>
              </p>
              <ul className="checklist plan-teaser__points" role="list">
                {planPoints(plan).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="actions plan-teaser__actions">
          <Link className="button button--primary" to={paths.pricing}>
            Compare plans
          </Link>
        </p>
      </div>
    </section>
  );
}
