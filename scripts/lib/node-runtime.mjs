// @ts-check
// The project runs on Node 24 LTS, whatever Node the machine has. `npm start` and `npm test` call
// `useProjectNode()` first: unless they already run on the pinned Node, it installs that Node from
// the npm registry into scripts/node-runtime (the platform package, checksum pinned by that
// folder's package-lock.json; cached there and in npm's cache) and runs the same command again
// with it first on PATH, so every child process (npm, npx, Nx, Vitest, Playwright, the apps) runs
// on it too. Node built-ins only: it runs before anything else is installed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, say, sh } from './bootstrap.mjs';

const RUNTIME_DIR = path.join(REPO_ROOT, 'scripts/node-runtime');
const BIN_DIR = path.join(RUNTIME_DIR, 'node_modules/.bin');
const NODE_BIN = path.join(BIN_DIR, 'node');
/** Set on the re-run, so a runtime that somehow reports another version cannot loop. */
const MARKER = 'HIRERELAY_PROJECT_NODE';

/** The pinned version, from scripts/node-runtime/package.json (every platform entry alike). */
export function pinnedNodeVersion() {
  const manifest = JSON.parse(fs.readFileSync(path.join(RUNTIME_DIR, 'package.json'), 'utf8'));
  const versions = new Set(Object.values(manifest.optionalDependencies ?? {}));
  if (versions.size !== 1) throw new Error('scripts/node-runtime/package.json: pin one Node version');
  return /** @type {string} */ ([...versions][0]);
}

/**
 * Returns when this process runs on the pinned Node. Otherwise installs it if needed, runs this
 * command again on it and exits with that run's exit code (never returns).
 */
export async function useProjectNode() {
  const pinned = pinnedNodeVersion();
  if (process.version === `v${pinned}`) return;
  if (process.env[MARKER]) {
    say(`warning: expected Node ${pinned}, running on ${process.version}`);
    return;
  }
  const platformPackage = `node-${process.platform}-${process.arch}`;
  if (installedVersion(platformPackage) !== pinned) {
    const lock = JSON.parse(fs.readFileSync(path.join(RUNTIME_DIR, 'package-lock.json'), 'utf8'));
    if (!lock.packages?.[`node_modules/${platformPackage}`]) {
      if (Number(process.versions.node.split('.')[0]) >= 24) return;
      throw new Error(
        `no pinned Node ${pinned} for ${process.platform}-${process.arch} in scripts/node-runtime; install Node 24 and run again`,
      );
    }
    say(`installing Node ${pinned} from the npm registry (${platformPackage}; once, about 20 s)…`);
    await sh('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: RUNTIME_DIR });
  }
  await new Promise((resolve) => {
    const child = spawn(NODE_BIN, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, [MARKER]: pinned, PATH: `${BIN_DIR}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    // Ctrl-C reaches the whole process group, the child too: here it is only kept from ending this
    // process early. A stop sent to this process alone is passed on. This one leaves after the child.
    process.on('SIGINT', () => undefined);
    for (const signal of /** @type {const} */ (['SIGTERM', 'SIGHUP'])) {
      process.on(signal, () => child.kill(signal));
    }
    child.once('error', (error) => {
      say(`could not start Node ${pinned}: ${error.message}`);
      process.exit(1);
    });
    child.once('exit', (code, signal) => {
      process.exitCode = code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0);
      resolve(undefined);
    });
  });
  process.exit();
}

/** @param {string} platformPackage */
function installedVersion(platformPackage) {
  try {
    const manifest = path.join(RUNTIME_DIR, 'node_modules', platformPackage, 'package.json');
    return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
  } catch {
    return undefined;
  }
}
