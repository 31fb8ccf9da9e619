import { formatMoneyFromCents } from '@hirerelay/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Card } from '../../../components/Card';
import { Details, type DetailRow } from '../../../components/Details';
import type { TBillingActions } from '../billingActions';
import type { TSubscriptionView } from '../billingTypes';
import { SubscriptionMessages } from '../subscriptionMessages';
import { isManagedInPortal, usageBar } from '../subscriptionRules';
import { ExtraPackOffer } from './ExtraPackOffer';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { UsageBar } from './UsageBar';
import { formatDate } from '../../../lib/dates';

/**
 * Change Plan for a subscription that has ended: a new checkout from the pricing page. A live one
 * changes plan in the subscription portal, through the banner's button.
 */
function ChangePlan({ view }: { view: TSubscriptionView }) {
  if (isManagedInPortal(view)) return null;
  return (
    <Link className="button button--secondary" to={paths.pricing}>
      {SubscriptionMessages.changePlan}
    </Link>
  );
}

/** The plan, its status and price, this period's usage and when it renews. */
export function CurrentPlanCard({ view, actions }: { view: TSubscriptionView; actions: TBillingActions }) {
  const rows: DetailRow[] = [
    [view.cancelAtPeriodEnd ? 'Ends on' : 'Next billing date', formatDate(view.currentPeriodEnd)],
    ['Current period', `${formatDate(view.currentPeriodStart)} – ${formatDate(view.currentPeriodEnd)}`],
  ];
  if (view.extraApplications > 0)
    rows.push(['Extra applications this period', String(view.extraApplications)]);

  return (
    <Card title="Current Plan" actions={<ChangePlan view={view} />}>
      <div className="current-plan">
        <p className="current-plan__name">
          <span>{view.planName}</span> <SubscriptionStatusBadge status={view.status} />
        </p>
        <p className="current-plan__price">
          {formatMoneyFromCents(view.planPrice, view.currency)}
          <span className="current-plan__period"> / month</span>
        </p>
        <UsageBar used={view.jobsUsed} quota={view.jobQuota} />
        <Details rows={rows} />
        {view.canBuyExtraPacks ? (
          <ExtraPackOffer atQuota={usageBar(view.jobsUsed, view.jobQuota).atQuota} actions={actions} />
        ) : null}
      </div>
    </Card>
  );
}
