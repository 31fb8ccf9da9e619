import { formatPlanApplications, formatPlanPrice, type Plan } from '@hirerelay/domain';
import { Link } from 'react-router';

function planHighlights(plan: Plan): string[] {
  return [
    formatPlanApplications(plan),
    `${plan.speed} turnaround`,
    plan.recruiterOutreach
      ? 'Recruiter outreach: we find recruiters and draft your message'
      : 'No recruiter outreach',
  ];
}

interface PlanCardProps {
  plan: Plan;
  /** Where the plan's button leads (see `planButtonTarget`). */
  buttonTarget: string;
}

/** One plan: its name, price, what it includes and the button to choose it. */
export function PlanCard({ plan, buttonTarget }: PlanCardProps) {
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
      <Link
        className={`button button--block ${plan.mostPopular ? 'button--primary' : 'button--secondary'}`}
        to={buttonTarget}
      >
        Choose {plan.name}
      </Link>
    </li>
  );
}
