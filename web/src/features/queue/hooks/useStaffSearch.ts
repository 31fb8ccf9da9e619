import { useEffect, useState } from 'react';
import { useStaffMembers } from './useAssignment';

/** How long typing in the picker's search pauses before identity is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The picker's search box (`typed`) and the staff members found for it once typing pauses; asked
 * only while `enabled` (the picker is open). What was typed stays when the picker closes.
 */
export function useStaffSearch(enabled: boolean) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const staff = useStaffMembers(enabled, search);
  return { typed, setTyped, staff };
}

export type StaffSearch = ReturnType<typeof useStaffSearch>;
