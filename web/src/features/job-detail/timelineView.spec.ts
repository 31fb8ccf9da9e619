import { describe, expect, it } from 'vitest';
import { inDateOrder, timelineTone } from './timelineView';

describe('timelineTone', () => {
  it('keeps completed and current, and greys every other status', () => {
    expect(timelineTone('completed')).toBe('completed');
    expect(timelineTone('current')).toBe('current');
    expect(timelineTone('pending')).toBe('other');
    expect(timelineTone('')).toBe('other');
  });
});

describe('inDateOrder', () => {
  it('puts the oldest entry first, entries of the same moment in their given order', () => {
    const entries = [
      { id: 'c', date: '2026-03-03T10:00:00.000Z', status: 'completed' },
      { id: 'a', date: '2026-03-01T10:00:00.000Z', status: 'completed' },
      { id: 'b1', date: '2026-03-02T10:00:00.000Z', status: 'completed' },
      { id: 'b2', date: '2026-03-02T10:00:00.000Z', status: 'current' },
    ];
    expect(inDateOrder(entries).map((entry) => entry.id)).toEqual(['a', 'b1', 'b2', 'c']);
  });
});
