// @ts-check
// CPU time and memory of processes, read from /proc (Linux): what the benchmarks divide by the
// requests served, and how much a process grows while it streams.
import fs from 'node:fs';

/** Linux reports utime/stime in clock ticks; USER_HZ is 100 on every mainstream kernel build. */
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU of one process so far, in ms (0 when it is gone). The command name (field 2)
 * may hold spaces and parentheses, so the fields are counted from its closing parenthesis.
 * @param {number} pid
 */
export function cpuMsOf(pid) {
  let stat;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state(3) ppid(4) … utime(14) stime(15); index 0 here is field 3.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of one process now, in MB (0 when it is gone). @param {number} pid */
export function rssMbOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** @param {number} pid @returns {number | null} */
export function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid` (a PostgreSQL server's backends). @param {number} pid */
export function childrenOf(pid) {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => parentOf(candidate) === pid);
}

/**
 * A CPU meter over a fixed set of processes plus, optionally, the current children of a parent
 * (database backends come and go; the pools here keep theirs open during a run).
 * @param {Record<string, number>} named label → pid
 * @param {number | null} [backendsOf] the PostgreSQL server's pid, to count its backends as `postgres`
 */
export function cpuMeter(named, backendsOf = null) {
  const read = () => {
    /** @type {Record<string, number>} */
    const now = {};
    for (const [label, pid] of Object.entries(named)) now[label] = cpuMsOf(pid);
    if (backendsOf !== null) {
      /** @type {Record<string, number>} */
      const perBackend = {};
      for (const pid of childrenOf(backendsOf)) perBackend[pid] = cpuMsOf(pid);
      return { now, perBackend };
    }
    return { now, perBackend: /** @type {Record<string, number>} */ ({}) };
  };
  const start = read();
  return {
    /** CPU ms used by each label since the meter started (`postgres`: the backends together). */
    stop() {
      const end = read();
      /** @type {Record<string, number>} */
      const used = {};
      for (const label of Object.keys(named)) used[label] = (end.now[label] ?? 0) - (start.now[label] ?? 0);
      if (backendsOf !== null) {
        used.postgres = Object.entries(end.perBackend).reduce(
          (sum, [pid, ms]) => sum + ms - (start.perBackend[pid] ?? 0),
          0,
        );
      }
      return used;
    },
  };
}
