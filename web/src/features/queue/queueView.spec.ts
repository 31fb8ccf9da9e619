import { describe, expect, it } from 'vitest';
import { dueLabel, formatSpan, queueQueryOf, queueViewOf, queueViewToSearch } from './queueView';

const now = Date.parse('2026-11-27T12:00:00.000Z');

describe('the queue view in the address', () => {
  it('reads and writes the view and the filters, defaulting to all', () => {
    const view = queueViewOf(new URLSearchParams('view=mine&plan=Unlimited&overdue=1&details=1'));
    expect(view).toEqual({ view: 'mine', plan: 'Unlimited', overdue: true, detailsNeeded: true });
    expect(queueViewToSearch(view).toString()).toBe('view=mine&plan=Unlimited&overdue=1&details=1');
    expect(queueViewOf(new URLSearchParams('view=nope&plan=Gold'))).toEqual({
      view: 'all',
      plan: undefined,
      overdue: false,
      detailsNeeded: false,
    });
    expect(queueQueryOf(queueViewOf(new URLSearchParams('overdue=1')))).toEqual({
      view: 'all',
      overdue: 'true',
    });
  });
});

describe('the time cell', () => {
  it('says overdue by, due in, or how long the customer waits', () => {
    expect(formatSpan(90 * 60_000)).toBe('1 h 30 min');
    expect(formatSpan(26 * 3_600_000)).toBe('1 d 2 h');
    expect(formatSpan(20_000)).toBe('1 min');
    const due = (iso: string) => dueLabel({ status: 'Saved', dueAt: iso, waitingSince: null }, now);
    expect(due('2026-11-27T10:45:00.000Z')).toEqual({ text: 'Overdue by 1 h 15 min', tone: 'overdue' });
    expect(due('2026-11-27T14:00:00.000Z')).toEqual({ text: 'Due in 2 h', tone: 'soon' });
    expect(due('2026-11-29T12:00:00.000Z')).toEqual({ text: 'Due in 2 d', tone: 'ok' });
    expect(
      dueLabel(
        { status: 'Applied', dueAt: '2026-11-20T00:00:00.000Z', waitingSince: '2026-11-27T11:20:00.000Z' },
        now,
      ),
    ).toEqual({ text: 'Waiting 40 min', tone: 'waiting' });
  });
});
