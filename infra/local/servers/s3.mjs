// @ts-check
// The S3 stand-in: s3-server.mjs (s3rver) as a detached Node program.

import { mkdirSync } from 'node:fs';
import { canConnect, startNodeProgram } from '../lib/process.mjs';

/** @typedef {import('../lib/data-folder.mjs').Layout} Layout */
/** @typedef {import('../lib/data-folder.mjs').Log} Log */

export const S3_BUCKET = 'user-documents';

/**
 * @param {Layout} L
 * @param {{ port: number, log: Log, timeoutMs: number }} o
 */
export async function startS3(L, o) {
  mkdirSync(L.s3Dir, { recursive: true });
  return startNodeProgram({
    script: 's3-server.mjs',
    args: ['--port', String(o.port), '--dir', L.s3Dir, '--bucket', S3_BUCKET],
    pidFile: L.pid.s3,
    logFile: L.log.s3,
    what: `S3 store (s3rver, 127.0.0.1:${o.port})`,
    ready: () => canConnect(o.port),
    timeoutMs: o.timeoutMs,
  });
}
