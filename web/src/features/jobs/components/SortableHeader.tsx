import { SortHeaderCell } from '../../../components/SortHeaderCell';
import { ariaSort, type TJobSort, type TJobSortColumn } from '../jobsView';

interface SortableHeaderProps {
  label: string;
  column: TJobSortColumn;
  sort: TJobSort;
  onSort: (column: TJobSortColumn) => void;
}

/** A column header that sorts the list: descending first, then toggling. */
export function SortableHeader({ label, column, sort, onSort }: SortableHeaderProps) {
  return (
    <SortHeaderCell
      label={label}
      state={ariaSort(sort, column)}
      onSort={() => {
        onSort(column);
      }}
    />
  );
}
