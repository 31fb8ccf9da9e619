import { describe, expect, it } from 'vitest';
import { createSectionIndicator, createSectionVisits, SECTION_LOADING_MS, sectionOf } from './sectionVisits';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

describe('dashboard sections', () => {
  it('names the four sections from their addresses', () => {
    expect(sectionOf('/dashboard')).toBe('dashboard');
    expect(sectionOf('/dashboard/')).toBe('dashboard');
    expect(sectionOf('/dashboard/subscription')).toBe('subscription');
    expect(sectionOf('/dashboard/subscription/users/0b2f')).toBe('subscription');
    expect(sectionOf('/dashboard/settings')).toBe('settings');
    expect(sectionOf('/dashboard/jobs/6f1c2a')).toBe('job-details');
    expect(sectionOf('/pricing')).toBeNull();
  });
});

describe('the first-visit loading indicator', () => {
  it('shows for 500 ms on the first visit to each section, and not on later visits', () => {
    const visits = createSectionVisits(memoryStorage());
    expect(visits.indicatorUntil('dashboard', 1_000)).toBe(1_000 + SECTION_LOADING_MS);
    expect(SECTION_LOADING_MS).toBe(500);
    expect(visits.indicatorUntil('settings', 5_000)).toBe(5_500);
    // Asking again (a second effect run) keeps the first end rather than starting over.
    expect(visits.indicatorUntil('dashboard', 1_200)).toBe(1_500);
  });

  it('does not show again in the same tab after a reload', () => {
    const storage = memoryStorage();
    createSectionVisits(storage).indicatorUntil('subscription', 0);
    const afterReload = createSectionVisits(storage);
    expect(afterReload.indicatorUntil('subscription', 10_000)).toBe(0);
    expect(afterReload.indicatorUntil('job-details', 10_000)).toBe(10_500);
  });

  it('works without storage, and ignores what it cannot read', () => {
    expect(createSectionVisits(undefined).indicatorUntil('dashboard', 0)).toBe(500);
    const garbled = memoryStorage({ hirerelayVisitedSections: '{not json' });
    expect(createSectionVisits(garbled).indicatorUntil('dashboard', 0)).toBe(500);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(createSectionVisits(refusing).indicatorUntil('dashboard', 0)).toBe(500);
  });
});

describe('the indicator’s state', () => {
  function fakeClock(start: number) {
    const timers: { at: number; run: () => void }[] = [];
    const clock = {
      time: start,
      now: () => clock.time,
      setTimeout: (run: () => void, ms: number) => {
        timers.push({ at: clock.time + ms, run });
      },
      advance(ms: number) {
        clock.time += ms;
        const due = timers.filter((timer) => timer.at <= clock.time);
        timers.splice(0, timers.length, ...timers.filter((timer) => timer.at > clock.time));
        for (const timer of due) timer.run();
      },
    };
    return clock;
  }

  it('is up for a first visit until 500 ms have passed, then down, and stays down on return', () => {
    const clock = fakeClock(0);
    const indicator = createSectionIndicator(createSectionVisits(memoryStorage()), clock);
    const changes: (string | null)[] = [];
    indicator.subscribe(() => changes.push(indicator.getSnapshot()));

    indicator.enter('dashboard');
    expect(indicator.getSnapshot()).toBe('dashboard');
    clock.advance(499);
    expect(indicator.getSnapshot()).toBe('dashboard');
    clock.advance(1);
    expect(indicator.getSnapshot()).toBeNull();

    indicator.enter('dashboard');
    expect(indicator.getSnapshot()).toBeNull();
    expect(changes).toEqual(['dashboard', null]);
  });

  it('entering twice (an effect run again) keeps the first visit’s end', () => {
    const clock = fakeClock(0);
    const indicator = createSectionIndicator(createSectionVisits(memoryStorage()), clock);
    indicator.enter('settings');
    clock.advance(300);
    indicator.enter('settings');
    clock.advance(200);
    expect(indicator.getSnapshot()).toBeNull();
  });

  it('moves to a newly visited section, and an old timer does not hide it early', () => {
    const clock = fakeClock(0);
    const indicator = createSectionIndicator(createSectionVisits(memoryStorage()), clock);
    indicator.enter('dashboard');
    clock.advance(400);
    indicator.enter('subscription');
    expect(indicator.getSnapshot()).toBe('subscription');
    clock.advance(100);
    expect(indicator.getSnapshot()).toBe('subscription');
    clock.advance(400);
    expect(indicator.getSnapshot()).toBeNull();
  });

  it('stays down while suppressed (a save that navigates), and the section then counts as visited', () => {
    const clock = fakeClock(0);
    const indicator = createSectionIndicator(createSectionVisits(memoryStorage()), clock);
    indicator.suppress(2);
    indicator.enter('dashboard');
    expect(indicator.getSnapshot()).toBeNull();
    clock.advance(1_999);
    indicator.enter('job-details');
    expect(indicator.getSnapshot()).toBeNull();
    // Afterwards: a section seen while suppressed does not show it later; a new one does.
    clock.advance(1);
    indicator.enter('dashboard');
    expect(indicator.getSnapshot()).toBeNull();
    indicator.enter('settings');
    expect(indicator.getSnapshot()).toBe('settings');
  });

  it('suppressing takes down an indicator that is up, and a shorter suppression does not cut a longer one', () => {
    const clock = fakeClock(0);
    const indicator = createSectionIndicator(createSectionVisits(memoryStorage()), clock);
    indicator.enter('subscription');
    expect(indicator.getSnapshot()).toBe('subscription');
    indicator.suppress(5);
    expect(indicator.getSnapshot()).toBeNull();
    indicator.suppress(1);
    clock.advance(3_000);
    indicator.enter('settings');
    expect(indicator.getSnapshot()).toBeNull();
  });
});
