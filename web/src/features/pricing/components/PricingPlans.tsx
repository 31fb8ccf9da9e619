import type { Plan } from '@hirerelay/domain';
import { BillingButton } from '../../subscription/components/BillingButton';
import { useCheckout, usePortal } from '../../subscription/hooks/useBillingRedirects';
import { useSubscription } from '../../subscription/hooks/useSubscription';
import { SubscriptionMessages } from '../../subscription/subscriptionMessages';
import { planButtons } from '../planButtons';
import { PlanCards } from './PlanCards';

/** The portal request made by Manage Your Subscription rather than by a plan's button. */
const MANAGE = 'manage';

/**
 * The plans with what their buttons do for this person (planButtons): log in, checkout in the same
 * tab, or, for a subscriber, the billing portal, with Manage Your Subscription above them. One
 * request at a time: the working button says so and the others wait.
 */
export function PricingPlans({ signedIn }: { signedIn: boolean }) {
  const subscription = useSubscription({ enabled: signedIn });
  const buttons = planButtons({ signedIn, subscription });
  const checkout = useCheckout();
  const portal = usePortal<string>(SubscriptionMessages.pricingPortalFailed);

  const busyRequest = checkout.isPending
    ? (checkout.variables ?? null)
    : portal.isPending
      ? (portal.variables ?? null)
      : null;
  const choose = (plan: Plan) => {
    if (buttons.kind === 'portal') portal.mutate(plan.id);
    else checkout.mutate(plan.id);
  };

  return (
    <>
      {buttons.kind === 'portal' ? (
        <div className="pricing-manage">
          <p className="pricing-manage__text">
            You are on the {buttons.currentPlanName} plan. Plan changes start with your next billing cycle.
          </p>
          <BillingButton
            label={SubscriptionMessages.manageYourSubscription}
            variant="primary"
            busy={busyRequest === MANAGE}
            disabled={busyRequest !== null}
            onClick={() => portal.mutate(MANAGE)}
          />
        </div>
      ) : null}
      <PlanCards buttons={buttons} busyRequest={busyRequest} onChoose={choose} />
    </>
  );
}
