// @ts-check
// Browser tests against the whole system: throwaway servers, migrations, the five services and the
// gateway serving the built web app, then Playwright on Debian's Chromium. Stops all of it after.
// Needs a build first (`npm run build`); `npm test` does that.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, say, sh } from './lib/bootstrap.mjs';
import { useProjectNode } from './lib/node-runtime.mjs';
import { withThrowawaySystem } from './lib/throwaway-system.mjs';

export async function runBrowserTests() {
  const infra = await import('@hirerelay/local-infra');
  await infra.ensureSystemPackages({ chromium: true, log: say });
  // A free port of its own, never the documented 8080: a port checked free now may be taken by the
  // time the gateway listens (another run, a developer's `npm start`), and the health wait would
  // then be answered by that other system while this gateway exits with EADDRINUSE.
  const port = await infra.findFreePort();
  await withThrowawaySystem(
    {
      name: 'e2e',
      port,
      webDistDir: path.join(REPO_ROOT, 'web/dist'),
      // The import journeys look up job pages that the tests serve on 127.0.0.1 (the fixture
      // server of infra/local/job-pages): a test-only exception to the lookup's SSRF rules.
      serviceExtraEnv: { jobs: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' } },
      // Only failed logins count, so a low per-account limit is out of every other test's way and
      // lets e2e/login-step-up.spec.ts reach the step-up (the e-mailed sign-in link) in a few tries.
      gatewayExtraEnv: { RATE_LIMIT_LOGIN_ACCOUNT: '5/600' },
    },
    async ({ backing, identityDatabaseUrl }) => {
      say(`browser tests against http://localhost:${port}`);
      await sh('npx', ['playwright', 'test', ...process.argv.slice(2)], {
        env: {
          E2E_BASE_URL: `http://localhost:${port}`,
          MAIL_INBOX_URL: backing.MAIL_INBOX_URL,
          // For tests that make an admin the documented way (identity's create-admin command).
          E2E_IDENTITY_DATABASE_URL: identityDatabaseUrl,
          // For tests that publish another service's event as it would (e2e/job-replies.spec.ts).
          E2E_NATS_URL: backing.NATS_URL,
        },
      });
    },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await useProjectNode();
  await runBrowserTests().catch((error) => {
    say(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
