import type { ReactNode } from 'react';

interface DataTableProps {
  /** The table's own class beside `data-table` (its column widths, its phone layout). */
  className: string;
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly string[];
  /** The body's rows; each cell carries `data-label` for the stacked phone layout. */
  children: ReactNode;
}

/** A table of records under a heading, scrolling sideways in its own box when it is too wide. */
export function DataTable({ className, labelledBy, columns, children }: DataTableProps) {
  return (
    <div className="data-table__wrap">
      <table className={`data-table ${className}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
