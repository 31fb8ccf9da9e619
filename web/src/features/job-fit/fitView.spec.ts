import { describe, expect, it } from 'vitest';
import { FIT_PENDING_REFETCH_MS, fitRefetchInterval, fitStateText, requiredFirst } from './fitView';

describe('fitRefetchInterval', () => {
  it('asks again every few seconds only while the fit is pending', () => {
    expect(fitRefetchInterval({ state: 'pending', found: [], missing: [] })).toBe(FIT_PENDING_REFETCH_MS);
    expect(fitRefetchInterval({ state: 'ready', band: 'Good', found: [], missing: [] })).toBe(false);
    expect(fitRefetchInterval({ state: 'no-resume', found: [], missing: [] })).toBe(false);
    expect(fitRefetchInterval(undefined)).toBe(false);
  });
});

describe('fitStateText', () => {
  it('says in plain words why there is no band', () => {
    expect(fitStateText({ state: 'resume-unreadable', found: [], missing: [] })).toBe(
      "We couldn't read text from this resume, so there is no fit analysis.",
    );
    expect(fitStateText({ state: 'ready', band: 'Weak', found: [], missing: [] })).toBeNull();
  });
});

describe('requiredFirst', () => {
  it('lists required requirements before preferred ones, keeping their order', () => {
    const items = [
      { label: 'A', kind: 'preferred' as const },
      { label: 'B', kind: 'required' as const },
      { label: 'C', kind: 'required' as const },
    ];
    expect(requiredFirst(items).map((item) => item.label)).toEqual(['B', 'C', 'A']);
  });
});
