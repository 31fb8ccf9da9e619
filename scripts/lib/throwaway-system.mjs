// @ts-check
// The whole system on throwaway servers, for the scripts that need one (browser tests, benchmarks):
// backing servers in a temporary folder, migrations, the five services and the gateway. Needs a
// build first. Everything it started is stopped again, whatever `work` does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './bootstrap.mjs';

/**
 * @template T
 * @param {{ name: string, port?: number, webDistDir?: string, gatewayExtraEnv?: Record<string, string>,
 *   serviceExtraEnv?: Record<string, Record<string, string>>, appExtraEnv?: Record<string, string>,
 *   healthTimeoutMs?: number }} options
 *   `name` labels the temporary folder and the log folder (`test-results/<name>-logs`);
 *   `healthTimeoutMs` how long the system may take to become healthy (default startSystem's).
 * @param {(context: {
 *   running: import('@hirerelay/local-infra/system').RunningSystem,
 *   backing: import('@hirerelay/local-infra').BackingEnv,
 *   port: number,
 *   identityDatabaseUrl: string,
 * }) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withThrowawaySystem(options, work) {
  const infra = await import('@hirerelay/local-infra');
  const system = await import('@hirerelay/local-infra/system');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hirerelay-${options.name}-`));
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
    const port = options.port ?? (await infra.findFreePort());
    running = await system.startSystem({
      backing: backing.env,
      port,
      logDir: path.join(REPO_ROOT, `test-results/${options.name}-logs`),
      ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
      gatewayExtraEnv: { ...system.RELAXED_RATE_LIMITS, ...options.gatewayExtraEnv },
      ...(options.serviceExtraEnv ? { serviceExtraEnv: options.serviceExtraEnv } : {}),
      ...(options.appExtraEnv ? { appExtraEnv: options.appExtraEnv } : {}),
      ...(options.healthTimeoutMs ? { timeoutMs: options.healthTimeoutMs } : {}),
    });
    return await work({
      running,
      backing: backing.env,
      port,
      identityDatabaseUrl: `${backing.env.POSTGRES_URL}/${system.databaseName('identity')}`,
    });
  } finally {
    await running?.stop();
    await backing.stop();
  }
}
