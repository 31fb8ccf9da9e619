import { Spinner } from '../../../components/Spinner';
import { DashboardMessages } from '../dashboardMessages';
import { usageSummary } from '../usageSummary';
import { UsageRing } from './UsageRing';

/**
 * While the usage loads: the spinner over an invisible copy of the figures' layout, so the card is
 * already its loaded height and nothing below it moves when the figures arrive (layout shift).
 */
export function UsagePlaceholder() {
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

/** The period's figures beside the ring: jobs used of the quota, time saved, network growth. */
export function UsageFigures({ used, quota }: { used: number; quota: number }) {
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
