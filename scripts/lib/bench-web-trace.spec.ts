import { describe, expect, it } from 'vitest';
import { blockingTimeOf, type TraceEvent } from './bench-web-trace.mjs';

const PAGE_PID = 20;
const MAIN_TID = 1;

/** A trace whose main frame starts in process 10 and commits to PAGE_PID, then these tasks. */
function trace(
  tasks: { ts: number; durMs: number; cpuMs?: number; tid?: number; pid?: number }[],
): TraceEvent[] {
  return [
    {
      name: 'TracingStartedInBrowser',
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: 0,
      args: {
        data: {
          frames: [
            { frame: 'F', processId: 10 },
            { frame: 'child', parent: 'F', processId: 30 },
          ],
        },
      },
    },
    {
      name: 'FrameCommittedInBrowser',
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: 5,
      args: { data: { frame: 'F', processId: PAGE_PID } },
    },
    { name: 'thread_name', ph: 'M', pid: PAGE_PID, tid: MAIN_TID, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: PAGE_PID, tid: 2, ts: 0, args: { name: 'Compositor' } },
    { name: 'firstContentfulPaint', ph: 'I', pid: PAGE_PID, tid: MAIN_TID, ts: 1_000, args: { frame: 'F' } },
    ...tasks.map((task) => ({
      name: 'RunTask',
      ph: 'X',
      pid: task.pid ?? PAGE_PID,
      tid: task.tid ?? MAIN_TID,
      ts: task.ts,
      dur: task.durMs * 1000,
      ...(task.cpuMs === undefined ? {} : { tdur: task.cpuMs * 1000 }),
    })),
  ];
}

describe('blockingTimeOf', () => {
  it("sums each main-thread task's CPU time beyond 50 ms after the first paint, slowed down", () => {
    const events = trace([
      { ts: 500, durMs: 100, cpuMs: 100 }, // before the first contentful paint
      { ts: 2_000, durMs: 40, cpuMs: 20 }, // 20 × 4 = 80: 30 blocking
      { ts: 3_000, durMs: 90, cpuMs: 10 }, // waited on a busy machine: 40 of CPU, not long
      { ts: 4_000, durMs: 30, cpuMs: 30, tid: 2 }, // another thread
      { ts: 5_000, durMs: 30, cpuMs: 30, pid: 10 }, // the process the frame left
    ]);
    expect(blockingTimeOf(events, 4)).toEqual({ cpuMs: 30, wallMs: 110 + 310, longTasks: 1 });
    expect(blockingTimeOf(events, 1)).toEqual({ cpuMs: 0, wallMs: 40, longTasks: 0 });
  });

  it('gives null without a main frame or without thread times', () => {
    expect(blockingTimeOf([], 4)).toBeNull();
    expect(blockingTimeOf(trace([{ ts: 2_000, durMs: 80 }]), 4)).toBeNull();
  });
});
