/**
 * A column header that sorts its list when pressed: `state` is the column's aria-sort
 * (`none` until the list is sorted by it), shown by the mark beside the label.
 */
export function SortHeaderCell({
  label,
  state,
  onSort,
}: {
  label: string;
  state: 'ascending' | 'descending' | 'none';
  onSort: () => void;
}) {
  return (
    <th scope="col" aria-sort={state}>
      <button className="data-table__sort" type="button" onClick={onSort}>
        {label}
        <span className="data-table__sort-mark" data-state={state} aria-hidden="true" />
      </button>
    </th>
  );
}
