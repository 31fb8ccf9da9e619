import { PLANS } from '@hirerelay/domain';
import { comparisonRows } from '../comparisonRows';
import { ComparisonCell } from './ComparisonCell';

const ROWS = comparisonRows();

/**
 * The plans compared feature by feature. On phones the table scrolls sideways inside its own box,
 * snapping plan by plan with the feature names kept in view (a swipeable carousel in CSS only); the
 * box is a focusable, named region so the arrow keys scroll it, and screen readers get a plain table.
 */
export function ComparisonTable() {
  return (
    <section className="pricing-section" aria-labelledby="pricing-compare-heading">
      <h2 id="pricing-compare-heading">Compare plans</h2>
      <p className="pricing-compare__hint" id="pricing-compare-hint">
        Swipe or scroll sideways to see every plan.
      </p>
      <div
        className="pricing-compare"
        role="region"
        aria-label="Plan comparison"
        aria-describedby="pricing-compare-hint"
        tabIndex={0}
      >
        <table className="pricing-compare__table">
          <caption className="visually-hidden">What each plan includes</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Feature</span>
              </th>
              {PLANS.map((plan) => (
                <th scope="col" key={plan.id}>
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <ComparisonCell key={PLANS[index]?.id} value={value} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
