import type { TJobOrder } from '@hirerelay/contracts';
import type { JobScope } from './job-access.js';

/**
 * How a list is ordered, as SQL: the sort keys before the id (which breaks every tie), one
 * direction for all of them, so the keyset condition is a single row comparison
 * `(k1, k2, id) < (…)` that the matching index (see the migration) serves in order.
 * `key(alias)` writes the key over the table alias given (`j` the list, `c` the cursor's row).
 */
export interface JobOrderKey {
  name: string;
  keys: ReadonlyArray<(alias: string) => string>;
  direction: 'ASC' | 'DESC';
}

const column =
  (name: string) =>
  (alias: string): string =>
    `${alias}.${name}`;

// Each expression is written exactly as its index is (migration 20261123090000_jobs).
const COLUMN_KEYS = {
  id: [],
  title: [(alias: string) => `lower(${alias}.title)`],
  company: [(alias: string) => `lower(${alias}.company)`],
  status: [column('status')],
  platform: [column('platform')],
  dateReceived: [column('date_received')],
  // Not applied yet counts as the earliest time: last when newest first, first when oldest first.
  dateApplied: [(alias: string) => `COALESCE(${alias}.date_applied, '-infinity'::timestamptz)`],
} as const satisfies Record<NonNullable<TJobOrder['sort']>, ReadonlyArray<(alias: string) => string>>;

/** Spec 02 §4: unread messages first, then newest received; staff also see unreviewed before reviewed. */
const DEFAULT_KEYS = {
  owner: [(alias: string) => `(${alias}.unread_for_owner > 0)`, column('date_received')],
  staff: [
    (alias: string) => `(${alias}.unread_for_staff > 0)`,
    (alias: string) => `(NOT ${alias}.admin_reviewed)`,
    column('date_received'),
  ],
} as const;

export function jobOrderKey(scope: JobScope, order: TJobOrder): JobOrderKey {
  if (!order.sort)
    return { name: `default-${scope.kind}`, keys: DEFAULT_KEYS[scope.kind], direction: 'DESC' };
  const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
  return { name: `${order.sort}-${direction.toLowerCase()}`, keys: COLUMN_KEYS[order.sort], direction };
}
