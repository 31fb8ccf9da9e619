// @ts-check
// Serves the job pages on their own, for tests that need them as a process and by hand:
//   node infra/local/job-pages/serve.mjs [port]        (default 8093, on 127.0.0.1; 0 = any free port)
// It prints `label url` a line. The jobs service reaches them only when JOB_FETCH_ALLOWED_HOSTS
// (a setting for tests and local development, off by default) names `127.0.0.1:<port>` or `127.0.0.1`.
import { FIXTURE_PAGES, SAMPLE_JOB_PAGES_PORT, startFixturePageServer } from './page-server.mjs';

const port = Number(process.argv[2] ?? process.env.JOB_FIXTURE_PORT ?? SAMPLE_JOB_PAGES_PORT);
const server = await startFixturePageServer({ port });
for (const [label, name] of Object.entries(FIXTURE_PAGES)) {
  console.log(`${label.padEnd(14)} ${server.pageUrl(name)}`);
}
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
