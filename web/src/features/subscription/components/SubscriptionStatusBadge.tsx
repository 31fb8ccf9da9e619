import { subscriptionBadge } from '../subscriptionRules';

/** The subscription's status as a coloured pill. */
export function SubscriptionStatusBadge({ status }: { status: string }) {
  const { label, tone } = subscriptionBadge(status);
  return (
    <span className="status-pill" data-tone={tone}>
      {label}
    </span>
  );
}
