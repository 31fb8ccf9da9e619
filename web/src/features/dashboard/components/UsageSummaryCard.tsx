import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Spinner } from '../../../components/Spinner';
import { DashboardMessages } from '../dashboardMessages';
import { useUsage } from '../hooks/useUsage';
import { usageSummary } from '../usageSummary';
import { UsageRing } from './UsageRing';

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

/**
 * While the usage loads: the spinner over an invisible copy of the figures' layout, so the card is
 * already its loaded height and nothing below it moves when the figures arrive (layout shift).
 */
function UsagePlaceholder() {
  return (
    <div className="usage-card__placeholder">
      <div className="usage-card__ghost" aria-hidden="true">
        <div className="usage-card__body">
          <div className="usage-ring" />
          <dl className="usage-card__figures">
            {[DashboardMessages.usageLabel, DashboardMessages.timeSaved, DashboardMessages.networkGrowth].map(
              (label) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>&nbsp;</dd>
                </div>
              ),
            )}
          </dl>
        </div>
        <ul className="usage-card__links" role="list">
          <li>{DashboardMessages.viewSubscription}</li>
          <li>{DashboardMessages.explorePlans}</li>
        </ul>
      </div>
      <Spinner label="Loading your usage…" />
    </div>
  );
}

function UsageFigures({ used, quota }: { used: number; quota: number }) {
  const summary = usageSummary(used, quota);
  return (
    <div className="usage-card__body">
      <UsageRing summary={summary} />
      <dl className="usage-card__figures">
        <div>
          <dt>{DashboardMessages.usageLabel}</dt>
          <dd data-testid="usage-used">
            {summary.used} of {summary.quota}
          </dd>
        </div>
        <div>
          <dt>{DashboardMessages.timeSaved}</dt>
          <dd data-testid="usage-time-saved">{summary.timeSaved}</dd>
        </div>
        <div>
          <dt>{DashboardMessages.networkGrowth}</dt>
          <dd data-testid="usage-network-growth">{summary.networkGrowth}</dd>
        </div>
      </dl>
    </div>
  );
}
