// @ts-check
// First steps shared by `npm start` and `npm test`, using only Node built-ins because on a fresh
// clone nothing else is installed yet.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {string} message */
export const say = (message) => process.stdout.write(`\x1b[36m[hirerelay]\x1b[0m ${message}\n`);

/**
 * Runs a command with inherited output; rejects when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean }} [options]
 */
export function sh(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? REPO_ROOT,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...options.env },
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Installs npm packages when they are missing or older than the lockfile. `npm install`, not
 * `npm ci`: the registry lacks some other platforms' optional binaries named in the lockfile.
 */
export async function ensureNodeModules() {
  const marker = path.join(REPO_ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(REPO_ROOT, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  say('installing npm packages (about a minute on a fresh clone)…');
  await sh('npm', ['install', '--no-audit', '--no-fund'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

/** Builds every project (Nx caches unchanged ones). */
export async function buildAll() {
  say('building…');
  await sh('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
}
