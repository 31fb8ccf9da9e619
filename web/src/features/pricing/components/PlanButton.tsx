import type { Plan } from '@hirerelay/domain';
import { Link } from 'react-router';
import { BillingButton } from '../../subscription/components/BillingButton';
import { LOGIN_FOR_PRICING, type TPlanButtons } from '../planButtons';

export interface PlanButtonProps {
  plan: Plan;
  buttons: TPlanButtons;
  /** The request under way (a plan's id, or another button's name; that button says so), or null. */
  busyRequest: string | null;
  onChoose: (plan: Plan) => void;
}

/** A plan card's button: log in, checkout, or (for a subscriber) the portal where plans change. */
export function PlanButton({ plan, buttons, busyRequest, onChoose }: PlanButtonProps) {
  const variant = plan.mostPopular ? 'primary' : 'secondary';
  if (buttons.kind === 'log-in') {
    return (
      <Link className={`button button--block button--${variant}`} to={LOGIN_FOR_PRICING}>
        Choose {plan.name}
      </Link>
    );
  }
  if (buttons.kind === 'portal' && buttons.currentPlanName === plan.name) {
    return (
      <button type="button" className="button button--block button--secondary" disabled>
        Your current plan
      </button>
    );
  }
  return (
    <BillingButton
      className="button--block"
      variant={variant}
      label={buttons.kind === 'portal' ? `Switch to ${plan.name}` : `Choose ${plan.name}`}
      busy={busyRequest === plan.id}
      disabled={buttons.kind === 'wait' || busyRequest !== null}
      onClick={() => onChoose(plan)}
    />
  );
}
