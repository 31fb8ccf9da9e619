// @ts-check
// Browser tests against the whole system: throwaway servers, migrations, the five services and the
// gateway serving the built web app, then Playwright on Debian's Chromium. Stops all of it after.
// Needs a build first (`npm run build`); `npm test` does that.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, say, sh } from './lib/bootstrap.mjs';

export async function runBrowserTests() {
  const infra = await import('@hirerelay/local-infra');
  const system = await import('@hirerelay/local-infra/system');
  await infra.ensureSystemPackages({ chromium: true, log: say });
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
      // Every browser test signs up and logs in from 127.0.0.1: keep the limits out of their way
      // (the limits themselves are covered by the gateway's integration tests).
      gatewayExtraEnv: {
        RATE_LIMIT_LOGIN: '10000/60',
        RATE_LIMIT_LOGIN_ADDRESS: '10000/60',
        RATE_LIMIT_LOGIN_ACCOUNT: '10000/60',
        RATE_LIMIT_CHANGE_PASSWORD: '10000/60',
        RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '10000/60',
        RATE_LIMIT_SIGNUP: '10000/60',
        RATE_LIMIT_FORGOT_PASSWORD: '10000/60',
        RATE_LIMIT_RESET_PASSWORD: '10000/60',
        RATE_LIMIT_CONTACT: '10000/60',
        RATE_LIMIT_HEALTH: '10000/60',
      },
    });
    say(`browser tests against http://localhost:${port}`);
    await sh('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      env: {
        E2E_BASE_URL: `http://localhost:${port}`,
        MAIL_INBOX_URL: backing.env.MAIL_INBOX_URL,
        // For tests that make an admin the documented way (identity's create-admin command).
        E2E_IDENTITY_DATABASE_URL: `${backing.env.POSTGRES_URL}/${system.databaseName('identity')}`,
      },
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runBrowserTests().catch((error) => {
    say(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
