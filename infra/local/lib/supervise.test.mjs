// @ts-check
// Unit tests of npm start's restart logic (node --test; `nx run local-infra:test`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restartDelayMs, superviseApps } from './supervise.mjs';

describe('restartDelayMs', () => {
  it('doubles from one second and stops at thirty', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 100].map((n) => restartDelayMs(n)),
      [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000],
    );
  });
});

/** A fake app whose exit the test triggers, and a clock and timers the test drives. */
function harness() {
  let clock = 0;
  /** @type {{ at: number, fn: () => void }[]} */
  const timers = [];
  let stopping = false;
  /** @type {string[]} */
  const lines = [];
  /** @type {Map<string, (code: number) => void>} */
  const exits = new Map();
  let copies = 0;
  /** @param {string} name */
  const makeApp = (name) => {
    copies += 1;
    /** @type {(code: number) => void} */
    let exit = () => {};
    const exited = /** @type {Promise<number | null>} */ (new Promise((resolve) => (exit = resolve)));
    exits.set(name, exit);
    return { name, logFile: `${name}.log`, exited, copy: copies };
  };
  const apps = [makeApp('identity'), makeApp('gateway')];
  superviseApps(apps, {
    restart: (app) => makeApp(app.name),
    isStopping: () => stopping,
    log: (line) => lines.push(line),
    now: () => clock,
    setTimer: (fn, ms) => timers.push({ at: clock + ms, fn }),
  });
  return {
    apps,
    lines,
    timers,
    /** @param {string} name */
    crash: async (name) => {
      exits.get(name)?.(1);
      await new Promise((resolve) => setImmediate(resolve));
    },
    /** @param {number} ms */
    advance: (ms) => {
      clock += ms;
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= clock) timer.fn();
        else timers.push(timer);
      }
    },
    stop: () => (stopping = true),
  };
}

describe('superviseApps', () => {
  it('restarts a crashed app after a growing, capped wait and puts the new copy in its place', async () => {
    const h = harness();
    await h.crash('identity');
    assert.equal(h.timers[0]?.at, 1_000);
    assert.match(h.lines[0] ?? '', /identity stopped unexpectedly \(exit 1\); starting it again in 1\.0 s/);
    h.advance(1_000);
    assert.equal(h.apps[0]?.copy, 3);
    assert.equal(h.apps[1]?.name, 'gateway');

    // Crashing again at once: 2 s, then 4 s …
    await h.crash('identity');
    assert.equal(h.timers[0]?.at, 1_000 + 2_000);
    h.advance(2_000);
    await h.crash('identity');
    assert.equal(h.timers[0]?.at, 3_000 + 4_000);
    h.advance(4_000);
    assert.equal(h.apps[0]?.copy, 5);
  });

  it('starts counting again after an app ran stably for a minute', async () => {
    const h = harness();
    await h.crash('gateway');
    h.advance(1_000);
    await h.crash('gateway');
    h.advance(2_000);
    h.advance(120_000);
    await h.crash('gateway');
    assert.equal(h.timers[0]?.at, 123_000 + 1_000);
  });

  it('leaves apps alone while the system is stopping', async () => {
    const h = harness();
    h.stop();
    await h.crash('identity');
    assert.equal(h.timers.length, 0);
    assert.deepEqual(h.lines, []);
  });
});
