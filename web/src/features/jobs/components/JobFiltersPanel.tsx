import { JOB_STATUSES } from '@hirerelay/domain';
import { useId } from 'react';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FilterInput, FilterSelect } from '../../../components/form/FilterFields';
import { usePickedFilters, useTypedFilters } from '../hooks/useJobFilterInputs';
import { JobsMessages } from '../jobsMessages';
import {
  MAX_JOB_ID_FILTER_LENGTH,
  MAX_JOB_SEARCH_LENGTH,
  platformOptions,
  type JobFilters,
} from '../jobsView';

interface JobFiltersPanelProps {
  id: string;
  /** Staff see their own filters too (`details needed`). */
  staff?: boolean;
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
  onClear: () => void;
}

/**
 * The Filters panel: ID, Status, Platform, Date Received (from), the search box and
 * Clear. Typed filters are sent once typing pauses; the URL stays the source of truth.
 */
export function JobFiltersPanel({ id, staff = false, filters, onChange, onClear }: JobFiltersPanelProps) {
  const fieldId = useId();
  const typed = useTypedFilters(filters, onChange);
  const picked = usePickedFilters(filters, onChange);

  return (
    <div id={id} className="filters-panel job-filters" role="search" aria-label="Filter jobs">
      <FilterInput
        id={`${fieldId}-search`}
        fieldClassName="job-filters__search"
        label="Search"
        type="search"
        placeholder="Search jobs or companies..."
        maxLength={MAX_JOB_SEARCH_LENGTH}
        value={typed.values.search}
        onValue={(value) => {
          typed.set('search', value);
        }}
      />
      <FilterInput
        id={`${fieldId}-id`}
        label="ID"
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_JOB_ID_FILTER_LENGTH}
        value={typed.values.jobId}
        onValue={(value) => {
          typed.set('jobId', value);
        }}
      />
      <FilterSelect
        id={`${fieldId}-status`}
        label="Status"
        value={picked.values.status}
        options={JOB_STATUSES}
        onValue={(value) => {
          picked.set({ status: value as JobFilters['status'] });
        }}
      />
      <FilterSelect
        id={`${fieldId}-platform`}
        label="Platform"
        value={picked.values.platform}
        options={platformOptions(picked.values.platform)}
        onValue={(value) => {
          picked.set({ platform: value });
        }}
      />
      <FilterInput
        id={`${fieldId}-from`}
        label="Date Received (from)"
        type="date"
        value={picked.values.receivedFrom}
        onValue={(value) => {
          picked.set({ receivedFrom: value });
        }}
      />
      {staff ? (
        <CheckboxField
          className="job-filters__flag"
          label={JobsMessages.detailsNeededFilter}
          checked={picked.values.detailsNeeded}
          onChange={(event) => {
            picked.set({ detailsNeeded: event.target.checked });
          }}
        />
      ) : null}
      <div className="job-filters__clear">
        <button
          className="button button--secondary"
          type="button"
          onClick={() => {
            typed.reset();
            picked.reset();
            onClear();
          }}
        >
          {JobsMessages.clear}
        </button>
      </div>
    </div>
  );
}
