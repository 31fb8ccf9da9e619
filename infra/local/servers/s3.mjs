// @ts-check
// The S3 stand-in: s3-server.mjs (s3rver) as a detached Node program.

import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canConnect, childEnv, spawnDetached, terminate, waitReady } from '../lib/process.mjs';

/** @typedef {import('../lib/data-folder.mjs').Layout} Layout */
/** @typedef {import('../lib/data-folder.mjs').Log} Log */

/** infra/local: where the program lives and the folder it runs in. */
const INFRA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const S3_SCRIPT = path.join(INFRA_DIR, 's3-server.mjs');

export const S3_BUCKET = 'user-documents';

/**
 * @param {Layout} L
 * @param {{ port: number, log: Log, timeoutMs: number }} o
 */
export async function startS3(L, o) {
  mkdirSync(L.s3Dir, { recursive: true });
  const proc = spawnDetached(
    process.execPath,
    [S3_SCRIPT, '--port', String(o.port), '--dir', L.s3Dir, '--bucket', S3_BUCKET, '--pid-file', L.pid.s3],
    { logFile: L.log.s3, env: childEnv(), cwd: INFRA_DIR },
  );
  if (proc.child.pid) await writeFile(L.pid.s3, `${proc.child.pid}\n`);
  try {
    await waitReady(() => canConnect(o.port), {
      timeoutMs: o.timeoutMs,
      what: `S3 store (s3rver, 127.0.0.1:${o.port})`,
      logFile: L.log.s3,
      failure: proc.failure,
    });
  } catch (err) {
    if (proc.child.pid) await terminate(proc.child.pid, { graceMs: 2000 });
    throw err;
  }
  return /** @type {number} */ (proc.child.pid);
}
