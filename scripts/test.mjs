// @ts-check
// `npm test`: from a fresh clone, installs what is missing, then runs every check the project
// has — lint, type-check, API-type drift, unit, service (each service in-process on a real
// PostgreSQL), integration (real servers) and browser tests — starting throwaway servers and
// stopping them again. Exits non-zero on the first failure.
import { runBrowserTests } from './e2e.mjs';
import { buildAll, ensureNodeModules, say, sh } from './lib/bootstrap.mjs';
import { useProjectNode } from './lib/node-runtime.mjs';

// Everything below, and every process it starts, runs on the project's Node 24 (installed from the
// npm registry when the machine's Node is another).
await useProjectNode();

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
await stage('workspace rules', () => sh('npx', ['vitest', 'run', '--config', 'tools/vitest.config.ts']));
await stage('build', () => buildAll());
await stage('typecheck', () => sh('npm', ['run', 'typecheck']));
await stage('API types up to date', () => sh('node', ['scripts/generate-api-types.mjs', '--check']));
await stage('unit tests', () =>
  sh('npx', ['nx', 'run-many', '-t', 'test', '--outputStyle=static', '--skip-nx-cache']),
);
// The service tier: each service's module in-process against PostgreSQL, files in parallel.
await stage('service tests', () => sh('npx', ['vitest', 'run', '--config', 'vitest.service.config.ts']));
await stage('integration tests', () =>
  sh('npx', ['vitest', 'run', '--config', 'vitest.integration.config.ts']),
);
await stage('browser tests', () => runBrowserTests());

say(`all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join(', ')})`);
