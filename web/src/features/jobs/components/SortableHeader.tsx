import { ariaSort, type TJobSort, type TJobSortColumn } from '../jobsView';

interface SortableHeaderProps {
  label: string;
  column: TJobSortColumn;
  sort: TJobSort;
  onSort: (column: TJobSortColumn) => void;
}

/** A column header that sorts the list: descending first, then toggling. */
export function SortableHeader({ label, column, sort, onSort }: SortableHeaderProps) {
  const state = ariaSort(sort, column);
  return (
    <th scope="col" aria-sort={state}>
      <button
        className="data-table__sort"
        type="button"
        onClick={() => {
          onSort(column);
        }}
      >
        {label}
        <span className="data-table__sort-mark" data-state={state} aria-hidden="true" />
      </button>
    </th>
  );
}
