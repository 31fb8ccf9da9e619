import type { ReactNode } from 'react';

/** A label and its value; an empty value reads "Not provided". */
export type DetailRow = readonly [label: string, value: ReactNode];

/** Read-only facts as a description list. */
export function Details({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="details-list">
      {rows.map(([label, value]) => (
        <div key={label} className="details-list__row">
          <dt>{label}</dt>
          <dd>{value ? value : <span className="details-list__empty">Not provided</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
