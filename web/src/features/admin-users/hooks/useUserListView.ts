import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  nextUserSort,
  userSortFromSearchParams,
  withUserSort,
  type TUserSortColumn,
  type UserFilters,
} from '../userFilters';

/** The users list's filters and order kept in the URL, and the ways to change them. */
export function useUserListView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const sort = useMemo(() => userSortFromSearchParams(searchParams), [searchParams]);

  // Applied to the URL as it is then, so a late debounced search keeps a status picked meanwhile.
  const setFilters = (patch: Partial<UserFilters>) => {
    setSearchParams(
      (current) =>
        withUserSort(
          filtersToSearchParams({ ...filtersFromSearchParams(current), ...patch }),
          userSortFromSearchParams(current),
        ),
      { replace: true },
    );
  };
  const onSort = (column: TUserSortColumn) => {
    setSearchParams(
      (current) =>
        withUserSort(
          filtersToSearchParams(filtersFromSearchParams(current)),
          nextUserSort(userSortFromSearchParams(current), column),
        ),
      { replace: true },
    );
  };
  return { filters, sort, setFilters, onSort };
}
