import { describe, expect, it, vi } from 'vitest';
import { createLoadingWaits, IDLE } from './loadingWaits';

describe('loading waits', () => {
  it('is idle until a wait begins, and idle again when it ends', () => {
    const waits = createLoadingWaits();
    expect(waits.getSnapshot()).toBe(IDLE);
    const end = waits.begin('Loading page…');
    expect(waits.getSnapshot()).toEqual({ busy: true, label: 'Loading page…', period: 1 });
    end();
    expect(waits.getSnapshot()).toEqual({ busy: false, label: '', period: 1 });
  });

  it('starts a new period each time it becomes busy again', () => {
    const waits = createLoadingWaits();
    waits.begin('first')();
    const end = waits.begin('second');
    expect(waits.getSnapshot().period).toBe(2);
    waits.begin('overlapping');
    expect(waits.getSnapshot().period).toBe(2);
    end();
  });

  it('stays busy while any of several waits is under way, naming the newest', () => {
    const waits = createLoadingWaits();
    const endSession = waits.begin('Checking your session…');
    const endPage = waits.begin('Loading page…');
    expect(waits.getSnapshot().label).toBe('Loading page…');
    endPage();
    expect(waits.getSnapshot()).toEqual({ busy: true, label: 'Checking your session…', period: 1 });
    endSession();
    expect(waits.getSnapshot().busy).toBe(false);
  });

  it('ignores ending the same wait twice', () => {
    const waits = createLoadingWaits();
    const first = waits.begin('one');
    waits.begin('two');
    first();
    first();
    expect(waits.getSnapshot()).toMatchObject({ busy: true, label: 'two' });
  });

  it('tells subscribers only about changes, and keeps the snapshot stable in between', () => {
    const waits = createLoadingWaits();
    const listener = vi.fn();
    const unsubscribe = waits.subscribe(listener);
    const endA = waits.begin('same');
    const snapshot = waits.getSnapshot();
    const endB = waits.begin('same');
    expect(waits.getSnapshot()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(1);
    endB();
    endA();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    waits.begin('later');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
