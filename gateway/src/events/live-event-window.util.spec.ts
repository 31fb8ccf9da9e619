import { describe, expect, it } from 'vitest';
import { LiveEventWindow, type LiveEvent } from './live-event-window.util.js';

const MINUTE = 60_000;
const event = (seq: number, storedAt: number): LiveEvent => ({ seq, storedAt, ownerId: 'u', data: '{}' });
const seqs = (replay: ReturnType<LiveEventWindow['since']>) =>
  replay.kind === 'events' ? replay.events.map((e) => e.seq) : replay.kind;

describe('LiveEventWindow', () => {
  it('replays the events after the given sequence, in order', () => {
    const window = new LiveEventWindow(5 * MINUTE, 100);
    window.startAfter(10);
    for (const seq of [11, 12, 14]) window.push(event(seq, 0), 0);
    expect(seqs(window.since(11, 0))).toEqual([12, 14]);
    expect(seqs(window.since(14, 0))).toEqual([]);
    expect(seqs(window.since(10, 0))).toEqual([11, 12, 14]);
  });

  it('calls it a gap when the sequence is older than what the window holds', () => {
    const window = new LiveEventWindow(5 * MINUTE, 100);
    window.startAfter(10);
    window.push(event(11, 0), 0);
    expect(window.since(9, 0)).toEqual({ kind: 'gap' });
  });

  it('drops events older than the window, and then calls their sequences a gap', () => {
    const window = new LiveEventWindow(5 * MINUTE, 100);
    window.startAfter(0);
    window.push(event(1, 0), 0);
    window.push(event(2, 4 * MINUTE), 4 * MINUTE);
    expect(seqs(window.since(1, 6 * MINUTE))).toEqual([2]);
    expect(window.since(0, 6 * MINUTE)).toEqual({ kind: 'gap' });
  });

  it('keeps at most maxEvents', () => {
    const window = new LiveEventWindow(5 * MINUTE, 2);
    window.startAfter(0);
    for (const seq of [1, 2, 3]) window.push(event(seq, 0), 0);
    expect(seqs(window.since(1, 0))).toEqual([2, 3]);
    expect(window.since(0, 0)).toEqual({ kind: 'gap' });
  });

  it('holds nothing before it starts reading, and ignores a repeated sequence', () => {
    const window = new LiveEventWindow(5 * MINUTE, 10);
    expect(window.since(5, 0)).toEqual({ kind: 'gap' });
    window.startAfter(5);
    window.push(event(6, 0), 0);
    window.push(event(6, 0), 0);
    expect(seqs(window.since(5, 0))).toEqual([6]);
  });
});
