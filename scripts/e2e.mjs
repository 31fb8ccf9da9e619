// @ts-check
// Browser tests against the whole system: throwaway servers, migrations, the five services and the
// gateway serving the built web app, then Playwright on Debian's Chromium. Stops all of it after.
// Needs a build first (`npm run build`); `npm test` does that.
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, say, sh } from './lib/bootstrap.mjs';
import { withThrowawaySystem } from './lib/throwaway-system.mjs';

export async function runBrowserTests() {
  const infra = await import('@hirerelay/local-infra');
  await infra.ensureSystemPackages({ chromium: true, log: say });
  // The web app's documented address is http://localhost:8080; use it unless it is taken
  // (for example by a developer's own `npm start`).
  const port = (await isPortFree(8080)) ? 8080 : await infra.findFreePort();
  await withThrowawaySystem(
    { name: 'e2e', port, webDistDir: path.join(REPO_ROOT, 'web/dist') },
    async ({ backing, identityDatabaseUrl }) => {
      say(`browser tests against http://localhost:${port}`);
      await sh('npx', ['playwright', 'test', ...process.argv.slice(2)], {
        env: {
          E2E_BASE_URL: `http://localhost:${port}`,
          MAIL_INBOX_URL: backing.MAIL_INBOX_URL,
          // For tests that make an admin the documented way (identity's create-admin command).
          E2E_IDENTITY_DATABASE_URL: identityDatabaseUrl,
        },
      });
    },
  );
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
