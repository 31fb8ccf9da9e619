// @ts-check
// `npm start`'s supervisor: an app (service or gateway) that exits while the system is not
// stopping is started again, after a capped exponential backoff. Services exit on purpose when
// they lose something for good (a NATS connection that closed); this brings them back.

/**
 * The wait before restart number `crash` (1, 2, …) of a run of crashes: doubling from
 * `initialMs`, never above `maxMs`.
 * @param {number} crash
 * @param {{ initialMs?: number, maxMs?: number }} [options]
 */
export function restartDelayMs(crash, { initialMs = 1_000, maxMs = 30_000 } = {}) {
  return Math.min(maxMs, initialMs * 2 ** Math.min(Math.max(crash - 1, 0), 30));
}

/**
 * @template {{ name: string, logFile: string, exited: Promise<number | null> }} App
 * @typedef {object} SuperviseOptions
 * @property {(app: App) => App} restart starts a fresh copy of the app
 * @property {() => boolean} isStopping true once the whole system is being stopped on purpose
 * @property {(line: string, app: App) => void} log
 * @property {number} [stableAfterMs] an app that ran this long before exiting starts a new run of crashes
 * @property {number} [initialMs]
 * @property {number} [maxMs]
 * @property {() => number} [now]
 * @property {(fn: () => void, ms: number) => unknown} [setTimer]
 */

/**
 * Watches every app of `apps`; a restarted app takes its predecessor's place in the array, so
 * whoever stops `apps` later stops the current copies.
 * @template {{ name: string, logFile: string, exited: Promise<number | null> }} App
 * @param {App[]} apps
 * @param {SuperviseOptions<App>} options
 */
export function superviseApps(apps, options) {
  const {
    restart,
    isStopping,
    log,
    stableAfterMs = 60_000,
    initialMs = 1_000,
    maxMs = 30_000,
    now = Date.now,
    setTimer = (fn, ms) => setTimeout(fn, ms),
  } = options;

  /** @param {App} app @param {number} crashesBefore @param {number} startedAt */
  function watch(app, crashesBefore, startedAt) {
    void app.exited.then((code) => {
      if (isStopping()) return;
      const crash = now() - startedAt >= stableAfterMs ? 1 : crashesBefore + 1;
      const delay = restartDelayMs(crash, { initialMs, maxMs });
      log(
        `${app.name} stopped unexpectedly (exit ${code}); starting it again in ${(delay / 1000).toFixed(1)} s ` +
          `(crash ${crash} in a row)`,
        app,
      );
      setTimer(() => {
        if (isStopping()) return;
        const next = restart(app);
        const index = apps.indexOf(app);
        if (index >= 0) apps[index] = next;
        watch(next, crash, now());
      }, delay);
    });
  }

  const startedAt = now();
  for (const app of apps) watch(app, 0, startedAt);
}
