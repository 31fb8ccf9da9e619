// @ts-check
// `npm test`: from a fresh clone, installs what is missing, then runs every check the project
// has — lint, type-check, API-type drift, unit, integration (real servers) and browser tests —
// starting throwaway servers and stopping them again. Exits non-zero on the first failure.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { buildAll, ensureNodeModules, REPO_ROOT, say, sh } from './lib/bootstrap.mjs';

const started = Date.now();
const timings = /** @type {string[]} */ ([]);
/** @param {string} name @param {() => Promise<unknown>} step */
async function stage(name, step) {
  const t0 = Date.now();
  say(`── ${name}`);
  await step();
  timings.push(`${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

await stage('install', async () => {
  await ensureNodeModules();
  const infra = await import('@hirerelay/local-infra');
  await infra.ensureSystemPackages({ chromium: true, log: say });
});
await stage('lint', () => sh('npm', ['run', 'lint']));
await stage('build', () => buildAll());
await stage('typecheck', () => sh('npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static']));
await stage('API types up to date', () => sh('node', ['scripts/generate-api-types.mjs', '--check']));
await stage('unit tests', () => sh('npx', ['nx', 'run-many', '-t', 'test', '--outputStyle=static', '--skip-nx-cache']));
await stage('integration tests', () => sh('npx', ['vitest', 'run', '--config', 'vitest.integration.config.ts']));
await stage('browser tests', () => browserTests());

say(`all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join(', ')})`);

/** Starts a throwaway system serving the built web app, runs Playwright against it, stops it. */
async function browserTests() {
  const infra = await import('@hirerelay/local-infra');
  const system = await import('@hirerelay/local-infra/system');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirerelay-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const backing = await infra.startBackingServers({
    dataDir,
    ephemeral: true,
    databases: system.SERVICES.map(system.databaseName),
  });
  /** @type {import('@hirerelay/local-infra/system').RunningSystem | undefined} */
  let running;
  try {
    await system.migrateDatabases(backing.env);
    // The web app's documented address is http://localhost:8080; use it unless it is taken
    // (for example by a developer's own `npm start`).
    const port = (await isPortFree(8080)) ? 8080 : await infra.findFreePort();
    running = await system.startSystem({
      backing: backing.env,
      port,
      logDir: path.join(REPO_ROOT, 'test-results/e2e-logs'),
      webDistDir: path.join(REPO_ROOT, 'web/dist'),
    });
    await sh('npx', ['playwright', 'test'], {
      env: { E2E_BASE_URL: `http://localhost:${port}`, MAIL_INBOX_URL: backing.env.MAIL_INBOX_URL },
    });
  } finally {
    await running?.stop();
    await backing.stop();
  }
}

/** @param {number} port */
function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
