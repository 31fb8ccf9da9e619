import type { TDashboardSection } from './sections';

export { sectionOf, type TDashboardSection } from './sections';

// A page-loading indicator shows for 500 ms the first time the user opens
// each dashboard section (the dashboard, subscription, settings, a job's details), and only then.
// The sections seen are noted for the tab (sessionStorage: it holds only
// non-sensitive UI state), so a reload does not show it again; the tab's next session does.

export const SECTION_LOADING_MS = 500;
/** How long a save that navigates keeps the indicator down: the next page's first paint and data. */
export const AFTER_SAVE_SUPPRESS_SECONDS = 3;

const STORAGE_KEY = 'hirerelayVisitedSections';
const SECTIONS: readonly TDashboardSection[] = ['dashboard', 'subscription', 'settings', 'job-details'];

type TSessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function safeSessionStorage(): TSessionStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readVisited(storage: TSessionStore | undefined): Set<TDashboardSection> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return new Set();
    return new Set(SECTIONS.filter((section) => value.includes(section)));
  } catch {
    return new Set();
  }
}

/**
 * The sections' first visits. `indicatorUntil(section, now)` is the time until which the indicator
 * shows: 500 ms from the first call for a section, the same end on repeated calls (React may run an
 * effect twice), and 0 once a section was seen earlier (in this tab's session). Without storage
 * (refused, private mode) the sections seen are remembered for this page load only.
 */
export function createSectionVisits(storage: TSessionStore | undefined = safeSessionStorage()) {
  const seenBefore = readVisited(storage);
  const shownUntil = new Map<TDashboardSection, number>();
  return {
    indicatorUntil(section: TDashboardSection, now: number): number {
      if (seenBefore.has(section)) return 0;
      const until = shownUntil.get(section);
      if (until !== undefined) return until;
      shownUntil.set(section, now + SECTION_LOADING_MS);
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify([...seenBefore, ...shownUntil.keys()]));
      } catch {
        // Remembered in memory; a reload may show the indicator once more.
      }
      return now + SECTION_LOADING_MS;
    },
  };
}

type TSectionVisits = ReturnType<typeof createSectionVisits>;

/**
 * The indicator's state as a small store (for `useSyncExternalStore`): `enter` on arriving in a
 * section shows it until the first visit's 500 ms have passed; the snapshot is the section it is
 * up for, or null. `suppress(seconds)` keeps it down for that long (after a save that
 * navigates, so it does not flash over the page the person just chose): a section first entered
 * meanwhile counts as visited, without the indicator.
 */
export function createSectionIndicator(
  visits: TSectionVisits,
  clock: { now: () => number; setTimeout: (run: () => void, ms: number) => unknown } = {
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
  },
) {
  let showing: TDashboardSection | null = null;
  let suppressedUntil = 0;
  const listeners = new Set<() => void>();
  const set = (next: TDashboardSection | null) => {
    if (next === showing) return;
    showing = next;
    for (const listener of listeners) listener();
  };
  return {
    enter(section: TDashboardSection | null): void {
      if (!section) return;
      const now = clock.now();
      const until = visits.indicatorUntil(section, now);
      if (until <= now || now < suppressedUntil) return;
      set(section);
      clock.setTimeout(() => {
        if (showing === section) set(null);
      }, until - now);
    },
    suppress(seconds: number): void {
      suppressedUntil = Math.max(suppressedUntil, clock.now() + Math.max(0, seconds) * 1000);
      set(null);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): TDashboardSection | null => showing,
  };
}
