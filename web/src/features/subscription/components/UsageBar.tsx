import { useId } from 'react';
import { usageBar } from '../subscriptionRules';

/**
 * Applications used this period as a bar: a progressbar with its values for assistive
 * technology, the percent printed inside once the fill is wide enough to hold it (above 10 %).
 */
export function UsageBar({ used, quota }: { used: number; quota: number }) {
  const labelId = useId();
  const bar = usageBar(used, quota);
  return (
    <div className="usage-bar">
      <div className="usage-bar__head">
        <span id={labelId} className="usage-bar__label">
          Jobs used this period
        </span>
        <span className="usage-bar__summary">{bar.summary}</span>
      </div>
      <div
        className="usage-bar__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bar.percent}
        aria-valuetext={`${bar.summary} (${String(bar.percent)}%)`}
        data-alert={bar.alert}
      >
        <div className="usage-bar__fill" style={{ width: `${String(bar.percent)}%` }}>
          {bar.labelInside ? (
            <span className="usage-bar__percent" aria-hidden="true">
              {bar.percent}%
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
