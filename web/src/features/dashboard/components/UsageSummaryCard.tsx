import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { DashboardMessages } from '../dashboardMessages';
import { useUsage } from '../hooks/useUsage';
import { UsageFigures, UsagePlaceholder } from './UsageParts';

/**
 * This period's usage: the ring, jobs used of the quota, time
 * saved and network growth; without a subscription, the way to the plans.
 */
export function UsageSummaryCard() {
  const usage = useUsage();
  return (
    <section className="settings-card usage-card" aria-labelledby="usage-card-heading">
      <h2 id="usage-card-heading" className="usage-card__title">
        {usage.data === null ? DashboardMessages.noSubscription : DashboardMessages.usageTitle}
      </h2>
      {usage.isPending ? (
        <UsagePlaceholder />
      ) : usage.isError ? (
        <div className="usage-card__error" role="alert">
          <p>{DashboardMessages.usageLoadError}</p>
          <button className="button button--secondary" type="button" onClick={() => void usage.refetch()}>
            {DashboardMessages.retry}
          </button>
        </div>
      ) : usage.data === null ? (
        <div className="usage-card__none">
          <p>{DashboardMessages.noSubscriptionText}</p>
          <Link className="button button--primary" to={paths.pricing}>
            {DashboardMessages.viewPlans}
          </Link>
        </div>
      ) : (
        <>
          <UsageFigures used={usage.data.used} quota={usage.data.quota} />
          <UsageLinks />
        </>
      )}
    </section>
  );
}

/**
 * A subscriber's ways on: the plans (/pricing), and the subscription page, where
 * Change Plan is.
 */
export function UsageLinks() {
  return (
    <ul className="usage-card__links" role="list">
      <li>
        <Link to={paths.dashboardSubscription}>{DashboardMessages.viewSubscription}</Link>
      </li>
      <li>
        <Link to={paths.pricing}>{DashboardMessages.explorePlans}</Link>
      </li>
    </ul>
  );
}
