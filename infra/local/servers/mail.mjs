// @ts-check
// The SMTP sink with its web inbox: mail-sink.mjs as a detached Node program.

import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layout } from '../lib/data-folder.mjs';
import {
  canConnect,
  childEnv,
  findFreePorts,
  httpOk,
  spawnDetached,
  terminate,
  waitReady,
} from '../lib/process.mjs';

/** @typedef {import('../lib/data-folder.mjs').Log} Log */

/** infra/local: where the program lives and the folder it runs in. */
const INFRA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIL_SCRIPT = path.join(INFRA_DIR, 'mail-sink.mjs');

/**
 * @param {{ mailDir: string, pidFile: string, logFile: string }} files
 * @param {{ smtpPort: number, inboxPort: number, timeoutMs: number }} o
 */
export async function spawnMailSink(files, o) {
  mkdirSync(files.mailDir, { recursive: true });
  const proc = spawnDetached(
    process.execPath,
    [
      MAIL_SCRIPT,
      '--smtp-port',
      String(o.smtpPort),
      '--inbox-port',
      String(o.inboxPort),
      '--dir',
      files.mailDir,
      '--pid-file',
      files.pidFile,
    ],
    { logFile: files.logFile, env: childEnv(), cwd: INFRA_DIR },
  );
  if (proc.child.pid) await writeFile(files.pidFile, `${proc.child.pid}\n`);
  try {
    await waitReady(
      async () => (await httpOk(`http://127.0.0.1:${o.inboxPort}/healthz`)) && (await canConnect(o.smtpPort)),
      {
        timeoutMs: o.timeoutMs,
        what: `mail sink (SMTP 127.0.0.1:${o.smtpPort}, inbox ${o.inboxPort})`,
        logFile: files.logFile,
        failure: proc.failure,
      },
    );
  } catch (err) {
    if (proc.child.pid) await terminate(proc.child.pid, { graceMs: 2000 });
    throw err;
  }
  return /** @type {number} */ (proc.child.pid);
}

/**
 * Start only the SMTP sink with its web inbox (used next to containers, where there is
 * no mail container). Detached, with a pid file, logs in dataDir/logs/mail.log.
 * @param {{ dataDir: string, smtpPort?: number, inboxPort?: number, timeoutMs?: number, log?: Log }} opts
 */
export async function startMailSink(opts) {
  const L = layout(opts.dataDir);
  mkdirSync(L.logs, { recursive: true });
  mkdirSync(L.runDir, { recursive: true });
  const [smtpPort, inboxPort] =
    opts.smtpPort && opts.inboxPort ? [opts.smtpPort, opts.inboxPort] : await findFreePorts(2);
  const pid = await spawnMailSink(
    { mailDir: L.mailDir, pidFile: L.pid.mail, logFile: L.log.mail },
    {
      smtpPort: /** @type {number} */ (smtpPort),
      inboxPort: /** @type {number} */ (inboxPort),
      timeoutMs: opts.timeoutMs ?? 30_000,
    },
  );
  (opts.log ?? (() => {}))(
    `mail sink: SMTP 127.0.0.1:${smtpPort}, inbox http://127.0.0.1:${inboxPort} (PID ${pid})`,
  );
  let stopped = false;
  return {
    pid,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_INBOX_URL: `http://127.0.0.1:${inboxPort}`,
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await terminate(pid);
      await rm(L.pid.mail, { force: true });
    },
  };
}
