import { SubscriptionMessages } from '../subscriptionMessages';
import '../subscription.css';

interface BillingButtonProps {
  label: string;
  /** This button's request is under way: it says so while the browser goes to Stripe. */
  busy: boolean;
  /** Another billing request is under way: one at a time. */
  disabled: boolean;
  onClick: () => void;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/** A button that leaves for a Stripe-hosted page (checkout, portal), showing that it is working. */
export function BillingButton({
  label,
  busy,
  disabled,
  onClick,
  variant = 'secondary',
  className = '',
}: BillingButtonProps) {
  return (
    <button
      type="button"
      className={`button button--${variant} ${className}`.trim()}
      disabled={busy || disabled}
      aria-busy={busy}
      onClick={onClick}
    >
      {busy ? (
        <>
          <span className="billing-button__spinner" aria-hidden="true" />
          {SubscriptionMessages.redirecting}
        </>
      ) : (
        label
      )}
    </button>
  );
}
