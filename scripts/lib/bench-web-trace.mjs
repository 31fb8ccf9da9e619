// @ts-check
// Blocking time from the page's main-thread CPU time, read from the trace Lighthouse recorded.
//
// Lighthouse's TBT (mobile preset) simulates a phone 4× slower than this machine from the tasks it
// observed; when other work shares the machine, those tasks take longer by the wall clock, and TBT
// swings 150–800 ms for the same code. A task's thread time (`tdur`: CPU time the main thread spent
// in it) hardly moves with the machine's load, so the same sum over thread time compares builds
// measured minutes apart, or on a busy machine. Pure, unit-tested (bench-web-trace.spec.ts).

/**
 * The slice of a Chrome trace event read here.
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number,
 *   args?: { name?: string, frame?: string, data?: { frame?: string, processId?: number, frames?: { frame: string, parent?: string, processId?: number }[] } } }} TraceEvent
 */

/** A task blocks for what it takes beyond this (the definition of a long task). */
const LONG_TASK_MS = 50;

/**
 * Total blocking time after the first contentful paint, from each main-thread task's CPU time
 * multiplied by `slowdown` (Lighthouse's mobile preset: 4), and the same from wall time, with the
 * count of tasks over 50 ms by CPU time. Null when the trace has no main frame or no thread times.
 * @param {readonly TraceEvent[]} events @param {number} slowdown
 * @returns {{ cpuMs: number, wallMs: number, longTasks: number } | null}
 */
export function blockingTimeOf(events, slowdown) {
  const main = mainFrameOf(events);
  if (!main) return null;
  const thread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === main.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!thread) return null;
  const fcp = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === main.pid && event.args?.frame === main.frame,
  );
  const from = fcp?.ts ?? 0;
  const tasks = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.pid === main.pid &&
      event.tid === thread.tid &&
      event.ts >= from,
  );
  if (tasks.length === 0 || tasks.every((task) => task.tdur === undefined)) return null;
  let cpuMs = 0;
  let wallMs = 0;
  let longTasks = 0;
  for (const task of tasks) {
    const cpu = ((task.tdur ?? 0) / 1000) * slowdown;
    const wall = ((task.dur ?? 0) / 1000) * slowdown;
    if (cpu > LONG_TASK_MS) {
      cpuMs += cpu - LONG_TASK_MS;
      longTasks += 1;
    }
    if (wall > LONG_TASK_MS) wallMs += wall - LONG_TASK_MS;
  }
  return { cpuMs, wallMs, longTasks };
}

/**
 * The page's main frame and the renderer process it ended in: the trace's start record names the
 * frame, and a navigation may move it to another process (`FrameCommittedInBrowser`).
 */
function mainFrameOf(/** @type {readonly TraceEvent[]} */ events) {
  const start = events.filter((event) => event.name === 'TracingStartedInBrowser').at(-1);
  const frame = (start?.args?.data?.frames ?? []).find((candidate) => !candidate.parent);
  if (!frame) return null;
  const commits = events.filter(
    (event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.frame === frame.frame,
  );
  const pid = commits.at(-1)?.args?.data?.processId ?? frame.processId;
  return pid === undefined ? null : { frame: frame.frame, pid };
}
