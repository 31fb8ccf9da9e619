import { SortHeaderCell } from '../../../components/SortHeaderCell';
import type { TUserSort, TUserSortColumn } from '../userFilters';

/** The columns; a sortable one names its API column (sorted on the server). */
const COLUMNS: readonly { label: string; sort?: TUserSortColumn }[] = [
  { label: 'ID' },
  { label: 'Name', sort: 'name' },
  { label: 'Email', sort: 'email' },
  { label: 'Role', sort: 'role' },
  { label: 'Status', sort: 'status' },
  { label: 'Plan', sort: 'plan' },
  { label: 'Usage' },
  { label: 'Subscription Date' },
  { label: 'Last Login', sort: 'lastLogin' },
  { label: 'Actions' },
];

/** The users table's header row: the sortable columns are buttons when the list can be sorted. */
export function UsersTableHeader({
  sort,
  onSort,
}: {
  sort: TUserSort;
  onSort?: (column: TUserSortColumn) => void;
}) {
  return (
    <thead>
      <tr>
        {COLUMNS.map(({ label, sort: column }) => {
          if (!column || !onSort) {
            return (
              <th key={label} scope="col">
                {label}
              </th>
            );
          }
          return (
            <SortHeaderCell
              key={label}
              label={label}
              state={
                sort?.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
              }
              onSort={() => {
                onSort(column);
              }}
            />
          );
        })}
      </tr>
    </thead>
  );
}
