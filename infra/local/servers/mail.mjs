// @ts-check
// The SMTP sink with its web inbox: mail-sink.mjs as a detached Node program.

import { mkdirSync } from 'node:fs';
import { layout } from '../lib/data-folder.mjs';
import { canConnect, findFreePorts, httpOk, startNodeProgram, stopOnce } from '../lib/process.mjs';

/** @typedef {import('../lib/data-folder.mjs').Log} Log */

/**
 * @param {{ mailDir: string, pidFile: string, logFile: string }} files
 * @param {{ smtpPort: number, inboxPort: number, twilioPort?: number, replySmtp?: string, timeoutMs: number }} o
 *   twilioPort: the Twilio stand-in whose texts the inbox shows (and through which its form texts)
 *   replySmtp: `host:port` of notifications' inbound SMTP listener, where the inbox's "Send an
 *   e-mail to a reply address" form delivers (no form without it)
 */
export async function spawnMailSink(files, o) {
  mkdirSync(files.mailDir, { recursive: true });
  return startNodeProgram({
    script: 'mail-sink.mjs',
    args: [
      '--smtp-port',
      String(o.smtpPort),
      '--inbox-port',
      String(o.inboxPort),
      '--dir',
      files.mailDir,
      ...(o.twilioPort ? ['--twilio-url', `http://127.0.0.1:${o.twilioPort}`] : []),
      ...(o.replySmtp ? ['--reply-smtp', o.replySmtp] : []),
    ],
    pidFile: files.pidFile,
    logFile: files.logFile,
    what: `mail sink (SMTP 127.0.0.1:${o.smtpPort}, inbox ${o.inboxPort})`,
    ready: async () =>
      (await httpOk(`http://127.0.0.1:${o.inboxPort}/healthz`)) && (await canConnect(o.smtpPort)),
    timeoutMs: o.timeoutMs,
  });
}

/**
 * Start only the SMTP sink with its web inbox (used next to containers, where there is
 * no mail container). Detached, with a pid file, logs in dataDir/logs/mail.log.
 * @param {{ dataDir: string, smtpPort?: number, inboxPort?: number, twilioPort?: number,
 *   replySmtp?: string, timeoutMs?: number, log?: Log }} opts
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
      ...(opts.twilioPort ? { twilioPort: opts.twilioPort } : {}),
      ...(opts.replySmtp ? { replySmtp: opts.replySmtp } : {}),
      timeoutMs: opts.timeoutMs ?? 30_000,
    },
  );
  (opts.log ?? (() => {}))(
    `mail sink: SMTP 127.0.0.1:${smtpPort}, inbox http://127.0.0.1:${inboxPort} (PID ${pid})`,
  );
  return {
    pid,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_INBOX_URL: `http://127.0.0.1:${inboxPort}`,
    },
    stop: stopOnce(pid, L.pid.mail),
  };
}
