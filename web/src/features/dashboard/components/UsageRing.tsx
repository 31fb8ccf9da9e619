import { useId } from 'react';
import type { TUsageSummary } from '../usageSummary';
import { DashboardMessages } from '../dashboardMessages';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** This period's usage as a ring, red above 90 %, the percent in its middle. */
export function UsageRing({ summary }: { summary: TUsageSummary }) {
  const labelId = useId();
  const filled = (summary.percent / 100) * CIRCUMFERENCE;
  return (
    <div
      className="usage-ring"
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={summary.percent}
      aria-valuetext={`${String(summary.used)} of ${summary.quota} (${String(summary.percent)}%)`}
      data-alert={summary.alert}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="usage-ring__track" cx="50" cy="50" r={RADIUS} />
        {/* A round cap on an empty stroke would still paint a dot. */}
        {summary.percent > 0 ? (
          <circle
            className="usage-ring__fill"
            cx="50"
            cy="50"
            r={RADIUS}
            strokeDasharray={`${String(filled)} ${String(CIRCUMFERENCE)}`}
            transform="rotate(-90 50 50)"
          />
        ) : null}
      </svg>
      <span className="usage-ring__percent" aria-hidden="true">
        {summary.percent}%
      </span>
      <span id={labelId} className="visually-hidden">
        {DashboardMessages.usageLabel}
      </span>
    </div>
  );
}
