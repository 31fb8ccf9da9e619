// @ts-check
// `npm start`: everything a developer needs, from a fresh clone, on http://localhost:8080.
import fs from 'node:fs';
import path from 'node:path';
import { buildAll, ensureNodeModules, REPO_ROOT, say } from './lib/bootstrap.mjs';
import { useProjectNode } from './lib/node-runtime.mjs';
import { SEED_ADMIN_EMAIL, seedLocalData } from './lib/seed.mjs';

// On the project's Node 24 (installed from the npm registry when the machine's Node is another).
await useProjectNode();
await ensureNodeModules();
const infra = await import('@hirerelay/local-infra');
const system = await import('@hirerelay/local-infra/system');
const jobPages = await import('@hirerelay/local-infra/job-pages');

const PORT = Number(process.env.PORT ?? 8080);
/**
 * `npm start -- --drafting-stand-in` (or HIRERELAY_DRAFTING_STAND_IN=1): jobs drafts through the
 * local OpenAI-compatible stand-in (infra/local/model-emulator) instead of its local drafter.
 */
const DRAFTING_STAND_IN =
  process.argv.includes('--drafting-stand-in') || process.env.HIRERELAY_DRAFTING_STAND_IN === '1';
const dataDir = process.env.HIRERELAY_DATA_DIR ?? infra.DEFAULT_DATA_DIR;

await infra.ensureSystemPackages({ log: say });
say(`starting backing servers (data in ${dataDir})…`);
const backing = await infra.startBackingServers({
  dataDir,
  databases: system.SERVICES.map(system.databaseName),
  ephemeral: false,
  log: say,
});

/** @type {import('@hirerelay/local-infra/system').RunningSystem | undefined} */
let running;
/** @type {Awaited<ReturnType<typeof jobPages.startFixturePageServer>> | undefined} */
let samplePages;
/** @type {import('@hirerelay/local-infra/model-emulator').RunningModelEmulator | undefined} */
let draftingStandIn;
let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  await running?.stop();
  await samplePages?.close();
  await draftingStandIn?.close();
  await backing.stop();
  say('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await buildAll();
  say('applying database migrations…');
  await system.migrateDatabases(backing.env, { log: say });
  const logDir = path.join(dataDir, 'logs');
  samplePages = await startSamplePages();
  if (DRAFTING_STAND_IN) {
    const { startModelEmulator } = await import('@hirerelay/local-infra/model-emulator');
    draftingStandIn = await startModelEmulator();
  }
  running = await system.startSystem({
    jwtSecret: persistentSecret(path.join(dataDir, 'secrets/jwt-secret'), system.randomSecret),
    backing: backing.env,
    port: PORT,
    logDir,
    webDistDir: path.join(REPO_ROOT, 'web/dist'),
    // Local development only: the job-page fetch refuses 127.0.0.1 (SSRF rules); this lets exactly
    // the sample pages' origin through, for jobs alone. Never set in production.
    serviceExtraEnv: {
      jobs: {
        ...(samplePages ? { JOB_FETCH_ALLOWED_HOSTS: samplePages.host } : {}),
        ...(draftingStandIn?.env ?? {}),
      },
      // The inbound SMTP listener of reply addresses (npm start only), where the inbox's reply form delivers.
      notifications: system.inboundSmtpEnv(backing.ports.inboundSmtp),
    },
  });
  // An app that exits (a service that lost NATS for good exits on purpose) is started again.
  system.superviseApps(running.apps, {
    restart: (app) => app.restart(),
    isStopping: () => stopping,
    log: (line, app) => say(`${line}; last lines of ${app.logFile}:\n${system.tail(app.logFile)}`),
  });
  // Seed data is a convenience: a failure is reported, the running system is kept, and the next
  // start tries again.
  await seedLocalData({
    baseUrl: `http://127.0.0.1:${PORT}`,
    dataDir,
    identityDatabaseUrl: `${backing.env.POSTGRES_URL}/${system.databaseName('identity')}`,
    log: say,
  }).catch((error) =>
    say(`seed data not created: ${error instanceof Error ? error.message : String(error)}`),
  );
  say(`HireRelay is running: http://localhost:${PORT}`);
  say(`  health:  http://localhost:${PORT}/api/health   API docs: http://localhost:${PORT}/api/docs`);
  say(`  local admin: ${SEED_ADMIN_EMAIL}, password in ${path.join(dataDir, 'secrets/local-admin')}`);
  say(`  e-mail and text inbox (password-reset links and texts land here): ${backing.env.MAIL_INBOX_URL}`);
  say(
    `  reply addresses: notifications takes their mail over SMTP on 127.0.0.1:${backing.ports.inboundSmtp} (the inbox's "Send an e-mail to a reply address" form sends there)`,
  );
  if (running.twilioWebhookUrl) {
    say(
      `  Twilio stand-in: texts to the HireRelay number (the inbox's "Send a text" form) go to ${running.twilioWebhookUrl}`,
    );
  }
  if (running.stripeWebhookUrl) {
    say(
      `  Stripe stand-in (its checkout and portal pages; pay with 4242 4242 4242 4242): ${backing.env.STRIPE_API_BASE}`,
    );
  }
  if (samplePages) {
    say(
      `  sample job pages to import (jobs may fetch ${samplePages.host} only, through JOB_FETCH_ALLOWED_HOSTS: local development, never production):`,
    );
    for (const [label, name] of Object.entries(jobPages.FIXTURE_PAGES)) {
      say(`    ${label.padEnd(14)} ${samplePages.pageUrl(name)}`);
    }
  }
  say(
    draftingStandIn
      ? `  drafts: the OpenAI-compatible stand-in at ${draftingStandIn.url} (requests: http://127.0.0.1:${draftingStandIn.port}/_emulator/requests)`
      : '  drafts: the local drafter (npm start -- --drafting-stand-in drafts through the model stand-in)',
  );
  say(`  logs: ${logDir}/*.log   — press Ctrl-C to stop everything`);
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}

/**
 * The sample job pages (infra/local/job-pages, the lookup's test fixtures) on their fixed port, so
 * a lookup can be tried on a machine that cannot reach job sites. In this process: they stop with
 * it. A taken port leaves the system running without them.
 */
async function startSamplePages() {
  try {
    return await jobPages.startFixturePageServer({ port: jobPages.SAMPLE_JOB_PAGES_PORT });
  } catch (error) {
    say(
      `sample job pages not served (port ${jobPages.SAMPLE_JOB_PAGES_PORT}: ${error instanceof Error ? error.message : String(error)}); lookups of local pages stay refused`,
    );
    return undefined;
  }
}

/**
 * The gateway's signing secret, made once and kept (owner-only) in the data folder, so signed-in
 * users stay signed in across restarts. Production deployments set JWT_SECRET themselves.
 * @param {string} file
 * @param {() => string} make
 */
function persistentSecret(file, make) {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = make();
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
