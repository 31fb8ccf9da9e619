import { formatPlanApplications, formatPlanPrice, type Plan } from '@hirerelay/domain';
import { PlanButton, type PlanButtonProps } from './PlanButton';

function planHighlights(plan: Plan): string[] {
  return [
    formatPlanApplications(plan),
    `${plan.speed} turnaround`,
    plan.recruiterOutreach
      ? 'Recruiter outreach: we find recruiters and draft your message'
      : 'No recruiter outreach',
  ];
}

/** One plan: its name, price, what it includes and the button to choose it. */
export function PlanCard(props: PlanButtonProps) {
  const { plan } = props;
  return (
    <li className="plan-card pricing-plan" data-popular={plan.mostPopular}>
      {plan.mostPopular ? <p className="badge pricing-plan__badge">Most Popular</p> : null}
      <h3 className="pricing-plan__name">{plan.name}</h3>
      <p className="pricing-plan__price">
        <span className="pricing-plan__amount">{formatPlanPrice(plan)}</span>
        <span className="pricing-plan__period">/mo</span>
      </p>
      <ul className="checklist pricing-plan__points" role="list">
        {planHighlights(plan).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <PlanButton {...props} />
    </li>
  );
}
