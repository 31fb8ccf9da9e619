import { describe, expect, it } from 'vitest';
import { chartRows, hoursText, shareText, staffLabel } from './teamFigures';

describe('the team figures as shown', () => {
  it('names staff, else by id, and formats hours and shares', () => {
    expect(staffLabel({ staffId: '6f1c2b9a-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Sam' })).toBe('Sam');
    expect(staffLabel({ staffId: '6f1c2b9a-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: null })).toBe(
      'Staff 6f1c2b9a',
    );
    expect(staffLabel({ staffId: null, name: null })).toBe('Not recorded');
    expect(hoursText(65.6)).toBe('65.6 h');
    expect(hoursText(null)).toBe('–');
    expect(shareText(0.833)).toBe('83 %');
    expect(shareText(null)).toBe('–');
  });

  it('charts the busiest staff first', () => {
    const period = {
      period: '7d' as const,
      from: '2026-11-20T00:00:00.000Z',
      perPlan: [],
      perStaff: [
        { staffId: null, name: null, applications: 1 },
        { staffId: '6f1c2b9a-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Sam', applications: 4 },
      ],
    };
    expect(chartRows(period)).toEqual([
      { name: 'Sam', applications: 4 },
      { name: 'Not recorded', applications: 1 },
    ]);
    expect(chartRows(period, 1)).toHaveLength(1);
  });
});
