import { JobsMessages } from '../jobsMessages';
import { sortFromOptionValue, sortOptionValue, type JobsView } from '../jobsView';
import { SORTABLE } from './JobsTable';

/** The list's order: one select on phones (the column headers are cards there) and the reset. */
export function JobsOrder({
  sort,
  onSort,
}: {
  sort: JobsView['sort'];
  onSort: (sort: JobsView['sort']) => void;
}) {
  return (
    <div className="jobs-list__order">
      {/* Phones: the sort is one select (the column headers are cards there). */}
      <span className="jobs-list__sort-select">
        <select
          aria-label={JobsMessages.sortBy}
          className="field__control field__control--select"
          value={sortOptionValue(sort)}
          onChange={(event) => {
            onSort(sortFromOptionValue(event.target.value));
          }}
        >
          <option value="">{JobsMessages.defaultOrder}</option>
          {SORTABLE.flatMap(({ column, label }) => [
            <option key={`${column}:desc`} value={`${column}:desc`}>
              {`${label} ↓`}
            </option>,
            <option key={`${column}:asc`} value={`${column}:asc`}>
              {`${label} ↑`}
            </option>,
          ])}
        </select>
      </span>
      {sort ? (
        <button
          className="button button--secondary button--small jobs-list__reset-sort"
          type="button"
          onClick={() => {
            onSort(null);
          }}
        >
          {JobsMessages.defaultOrder}
        </button>
      ) : null}
    </div>
  );
}
