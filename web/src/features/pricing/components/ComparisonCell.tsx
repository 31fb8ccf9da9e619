import type { ComparisonValue } from '../comparisonRows';

/** A figure as text; an included feature as a tick, a missing one as a dash, both named for screen readers. */
export function ComparisonCell({ value }: { value: ComparisonValue }) {
  if (typeof value === 'string') return <td>{value}</td>;
  return (
    <td>
      <span className={value ? 'pricing-compare__yes' : 'pricing-compare__no'} aria-hidden="true">
        {value ? '✓' : '—'}
      </span>
      <span className="visually-hidden">{value ? 'Included' : 'Not included'}</span>
    </td>
  );
}
