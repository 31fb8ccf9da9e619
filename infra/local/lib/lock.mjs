// @ts-check
// One start or stop at a time per data folder (two `npm start` at once, parallel test workers).

import { mkdirSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from './process.mjs';

/** @typedef {import('./data-folder.mjs').Layout} Layout */

/**
 * Serialize start/stop on one data folder (two `npm start` at once, parallel test workers).
 * @param {Layout} L
 * @param {() => Promise<T>} fn
 * @template T
 * @returns {Promise<T>}
 */
export async function withLock(L, fn) {
  mkdirSync(L.runDir, { recursive: true });
  const token = `${process.pid} ${Math.random().toString(36).slice(2)}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const fh = await open(L.lock, 'wx');
      await fh.writeFile(token);
      await fh.close();
      break;
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(
        (await readFile(L.lock, 'utf8').catch(() => '')).split(' ')[0] ?? '',
        10,
      );
      if (Number.isInteger(holder) && holder !== process.pid && !(await isAlive(holder))) {
        await rm(L.lock, { force: true }); // left by a process that died
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for the lock ${L.lock} (held by PID ${holder})`);
      await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    const current = await readFile(L.lock, 'utf8').catch(() => '');
    if (current === token) await rm(L.lock, { force: true });
  }
}
