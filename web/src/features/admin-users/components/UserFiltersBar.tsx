import { ACCOUNT_STATUSES, PLAN_NAMES } from '@hirerelay/domain';
import { useId } from 'react';
import { FilterInput, FilterSelect } from '../../../components/form/FilterFields';
import { useDebouncedSearch } from '../hooks/useDebouncedSearch';
import { MAX_SEARCH_LENGTH, type UserFilters } from '../userFilters';
import { SubscriptionDateRange } from './SubscriptionDateRange';

const capitalized = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

/** Search, status, plan and date filters; the search is sent once typing pauses. */
export function UserFiltersBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (patch: Partial<UserFilters>) => void;
}) {
  const id = useId();
  const { search, type } = useDebouncedSearch(filters.search, (value) => {
    onChange({ search: value });
  });

  return (
    <div className="filters-panel user-filters" role="search" aria-label="Filter users">
      <FilterInput
        id={`${id}-search`}
        fieldClassName="user-filters__search"
        label="Search"
        type="search"
        placeholder="Search users, plans, status..."
        maxLength={MAX_SEARCH_LENGTH}
        value={search}
        onValue={type}
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        value={filters.status}
        options={ACCOUNT_STATUSES}
        optionLabel={capitalized}
        onValue={(status) => {
          onChange({ status: status as UserFilters['status'] });
        }}
      />
      <FilterSelect
        id={`${id}-plan`}
        label="Plan Type"
        value={filters.planType}
        options={PLAN_NAMES}
        onValue={(planType) => {
          onChange({ planType: planType as UserFilters['planType'] });
        }}
      />
      <SubscriptionDateRange from={filters.from} to={filters.to} onChange={onChange} />
    </div>
  );
}
