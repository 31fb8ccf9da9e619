#!/usr/bin/env node
// @ts-check
// node infra/local/cli.mjs up|down|status [--data-dir DIR] [--ports name=port,...] [--chromium]

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  backingServersEnv,
  backingServersStatus,
  DEFAULT_DATA_DIR,
  DEFAULT_DATABASES,
  DEFAULT_PORTS,
  ensureSystemPackages,
  startBackingServers,
  stopBackingServers,
} from './index.mjs';

const USAGE = `usage: node infra/local/cli.mjs <up|down|status|env> [options]

  up       install missing system packages (root on Debian), start PostgreSQL, NATS (JetStream),
           Redis, the S3 store, the mail sink and the Stripe stand-in on 127.0.0.1 (reusing those already running),
           create the service databases, print the environment (also written to DATA_DIR/servers.env)
  down     stop every server started from the data folder
  status   show what runs, with PIDs, ports and log files
  env      print the environment of the running servers

options:
  --data-dir DIR          data folder (default ${path.relative(process.cwd(), DEFAULT_DATA_DIR) || '.'}; git-ignored)
  --ports name=port,...   override ports (${Object.entries(DEFAULT_PORTS)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ')})
  --chromium              also install /usr/bin/chromium when missing (up)
  --quiet                 print only the environment (up)
`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    ports: { type: 'string' },
    chromium: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const command = positionals[0];
if (values.help || !command || !['up', 'down', 'status', 'env'].includes(command)) {
  process.stderr.write(USAGE);
  process.exit(values.help ? 0 : 2);
}
const dataDir = path.resolve(values['data-dir'] ?? DEFAULT_DATA_DIR);
const log = values.quiet
  ? () => {}
  : (/** @type {string} */ line) => process.stderr.write(`[infra] ${line}\n`);

/** @param {string | undefined} spec */
function parsePorts(spec) {
  /** @type {Record<string, number>} */
  const ports = {};
  for (const part of (spec ?? '').split(',').filter(Boolean)) {
    const [name, value] = part.split('=');
    if (!name || !(name in DEFAULT_PORTS) || !value || !/^\d+$/.test(value))
      throw new Error(`bad --ports entry "${part}" (names: ${Object.keys(DEFAULT_PORTS).join(', ')})`);
    ports[name] = Number(value);
  }
  return ports;
}

/** @param {Record<string, string>} env */
function envText(env) {
  return Object.entries(env)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

try {
  if (command === 'up') {
    await ensureSystemPackages({ chromium: values.chromium, log });
    const servers = await startBackingServers({
      dataDir,
      ports: parsePorts(values.ports),
      databases: DEFAULT_DATABASES,
      ephemeral: false,
      log,
    });
    const text = envText(servers.env);
    writeFileSync(path.join(dataDir, 'servers.env'), `${text}\n`);
    process.stdout.write(`${text}\n`);
    log(`databases: ${DEFAULT_DATABASES.map((d) => `${servers.env.POSTGRES_URL}/${d}`).join(' ')}`);
    log(`mail inbox: ${servers.env.MAIL_INBOX_URL}   logs: ${path.join(dataDir, 'logs')}`);
    log(`stop with: node infra/local/cli.mjs down${values['data-dir'] ? ` --data-dir ${dataDir}` : ''}`);
  } else if (command === 'down') {
    await stopBackingServers(dataDir, { log });
  } else if (command === 'status') {
    const statuses = await backingServersStatus(dataDir);
    for (const s of statuses) {
      const ports = Object.entries(s.ports)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ');
      process.stdout.write(
        `${s.name.padEnd(9)} ${s.running ? `running  PID ${String(s.pid).padEnd(8)}` : 'stopped'.padEnd(22)} ${ports.padEnd(28)} ${s.logFile}\n`,
      );
    }
    process.exitCode = statuses.every((s) => s.running) ? 0 : statuses.some((s) => s.running) ? 1 : 3;
  } else if (command === 'env') {
    const env = await backingServersEnv(dataDir);
    if (!env) {
      process.stderr.write(`not all servers run from ${dataDir}: run "node infra/local/cli.mjs up"\n`);
      process.exitCode = 3;
    } else process.stdout.write(`${envText(env)}\n`);
  }
} catch (err) {
  process.stderr.write(`\n${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
