import { useLayoutEffect, useSyncExternalStore } from 'react';
import { createSectionIndicator, createSectionVisits, type TDashboardSection } from '../sectionVisits';

// One indicator per page load; the sections seen are backed by the tab's sessionStorage.
let indicator: ReturnType<typeof createSectionIndicator> | undefined;
const theIndicator = () => (indicator ??= createSectionIndicator(createSectionVisits()));

const subscribe = (listener: () => void) => theIndicator().subscribe(listener);
const getSnapshot = () => theIndicator().getSnapshot();
const getServerSnapshot = () => null;

/**
 * Keeps the dashboard's page-loading indicator down for `seconds`: call it
 * before navigating after a save, so the indicator does not flash over the page the save leads to.
 * Sections first entered meanwhile count as visited.
 */
export function suppressPageLoadingIndicator(seconds: number): void {
  theIndicator().suppress(seconds);
}

/**
 * Whether the dashboard's page-loading indicator is up for `section`: 500 ms on the first visit to
 * each section. Entered in a layout effect, so the section never paints
 * before its indicator.
 */
export function useSectionLoading(section: TDashboardSection | null): boolean {
  useLayoutEffect(() => {
    theIndicator().enter(section);
  }, [section]);
  const showing = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return section !== null && showing === section;
}
