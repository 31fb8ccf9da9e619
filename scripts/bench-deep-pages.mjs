// @ts-check
// `npm run bench:deep-pages`: what a job page built to stall the HTML parser costs everyone else (a
// hostile page must not slow other users). Starts a throwaway system (jobs may read the fixture
// pages on 127.0.0.1) and the fixture page server, signs up users, then measures `GET /api/jobs` of
// other users one request after another (p50/p99 against p99 < 50 ms): first at rest, then while 4
// senders look up a page of 300,000 nested `<div>`s (1.8 MB, infra/local/job-pages'
// `deep-nesting-300000`) back to back. Prints each figure against its target: the deep lookups'
// time and answer, the others' latency and failures, and the jobs service's CPU per deep lookup. A
// measurement, not a test: it exits 0 when a target is missed, and says so. The machine is shared:
// compare runs side by side. Build first.
//
//   npm run bench:deep-pages                                   20 s under attack, 4 senders
//   npm run bench:deep-pages -- --seconds 5 --senders 2 --divs 100000
import http from 'node:http';
import { signedUpSession } from '@hirerelay/testing/factories';
import { say } from './lib/bootstrap.mjs';
import { get, quantile } from './lib/http-load.mjs';
import { cpuMsOf } from './lib/process-cpu.mjs';
import { withThrowawaySystem } from './lib/throwaway-system.mjs';
import { startFixturePages } from './lib/fixture-pages.mjs';

const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = flag('--seconds', 20);
const SENDERS = flag('--senders', 4);
const DIVS = flag('--divs', 300_000);
const READERS = 2;
// What jobs may spend on a page (JOB_PAGE_BUDGET_MS of libs/contracts: 5 s fetch + 2 s reading).
const TARGET = { p99Ms: 50, lookupMs: 7_000 };

const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
const fixed = (/** @type {number} */ ms) => (Number.isFinite(ms) ? ms.toFixed(1) : '-');

/**
 * `GET /api/jobs` of the readers, one request after another per reader, until `until()` is true.
 * @param {string} url @param {string[]} cookies @param {() => boolean} until
 */
async function readLists(url, cookies, until) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const failures = {};
  await Promise.all(
    cookies.map(async (cookie) => {
      while (!until()) {
        const started = performance.now();
        const { status } = await get(`${url}/api/jobs`, { agent, headers: { cookie } });
        if (status === 200) latencies.push(performance.now() - started);
        else failures[status] = (failures[status] ?? 0) + 1;
      }
    }),
  );
  return { latencies, failures };
}

const fixtures = await startFixturePages();
try {
  await withThrowawaySystem(
    { name: 'bench-deep-pages', serviceExtraEnv: { jobs: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' } } },
    async ({ running }) => {
      const deepLink = (/** @type {number} */ id) =>
        `${fixtures.origin}/jobs/deep-nesting-${DIVS}?jobid=${id}`;
      const senders = await Promise.all(Array.from({ length: SENDERS }, () => signedUpSession(running.url)));
      const readers = await Promise.all(Array.from({ length: READERS }, () => signedUpSession(running.url)));
      const cookies = readers.map((reader) => reader.session.cookieHeaderFor('/api/jobs'));
      const pidOf = (/** @type {string} */ name) => running.apps.find((app) => app.name === name)?.pid ?? -1;
      // Where the attack's CPU goes (ms of CPU per second of wall time).
      const meters = { jobs: pidOf('jobs'), gateway: pidOf('gateway'), 'page server': fixtures.pid };
      const cpuNow = () =>
        Object.fromEntries(Object.entries(meters).map(([name, pid]) => [name, cpuMsOf(pid)]));

      say(`at rest: GET /api/jobs from ${READERS} other users for ${Math.min(SECONDS, 10)} s`);
      for (const cookie of cookies)
        for (let i = 0; i < 5; i += 1) await get(`${running.url}/api/jobs`, { agent, headers: { cookie } });
      const restEnd = performance.now() + Math.min(SECONDS, 10) * 1000;
      const rest = await readLists(running.url, cookies, () => performance.now() > restEnd);

      say(
        `under attack: ${SENDERS} senders look up ${DIVS.toLocaleString('en')} nested <div>s back to back for ${SECONDS} s`,
      );
      const cpuBefore = cpuNow();
      const attackEnd = performance.now() + SECONDS * 1000;
      /** @type {number[]} */
      const lookupTimes = [];
      /** @type {Record<string, number>} */
      const answers = {};
      let id = 0;
      const sending = Promise.all(
        senders.map(async ({ session }) => {
          while (performance.now() < attackEnd) {
            const started = performance.now();
            const { status, body } = await session.post('/api/jobs/lookup', { url: deepLink((id += 1)) });
            lookupTimes.push(performance.now() - started);
            const message = /** @type {{ error?: { message?: string } }} */ (body).error?.message ?? 'read';
            const answer = `${status} ${message}`;
            answers[answer] = (answers[answer] ?? 0) + 1;
          }
        }),
      );
      let sent = false;
      void sending.finally(() => (sent = true));
      const attacked = await readLists(running.url, cookies, () => sent);
      await sending;
      const cpuAfter = cpuNow();
      const cpuMs = (/** @type {string} */ name) => (cpuAfter[name] ?? 0) - (cpuBefore[name] ?? 0);
      const jobsCpuMs = cpuMs('jobs');

      const restP99 = quantile(rest.latencies, 0.99);
      const p99 = quantile(attacked.latencies, 0.99);
      const lookupMax = Math.max(...lookupTimes);
      const failed = Object.values(attacked.failures).reduce((sum, count) => sum + count, 0);
      const rows = [
        {
          figure: `deep page lookup (${DIVS.toLocaleString('en')} nested <div>s), ${lookupTimes.length} in ${SECONDS} s`,
          measured: `p50 ${fixed(quantile(lookupTimes, 0.5))} ms, max ${fixed(lookupMax)} ms; ${Object.entries(
            answers,
          )
            .map(([answer, count]) => `${count} × ${answer}`)
            .join(', ')}`,
          target: `< ${TARGET.lookupMs} ms, 400 Failed to fetch job data`,
          met:
            lookupMax < TARGET.lookupMs &&
            Object.keys(answers).every((answer) => answer === '400 Failed to fetch job data'),
        },
        {
          figure: 'jobs CPU per deep lookup',
          measured: `${fixed(jobsCpuMs / Math.max(1, lookupTimes.length))} ms (${fixed(jobsCpuMs)} ms in all; CPU per s: ${Object.keys(
            meters,
          )
            .map((name) => `${name} ${fixed(cpuMs(name) / SECONDS)} ms`)
            .join(', ')})`,
          target: '-',
          met: true,
        },
        {
          figure: `other users' GET /api/jobs at rest (${rest.latencies.length})`,
          measured: `p50 ${fixed(quantile(rest.latencies, 0.5))} ms, p99 ${fixed(restP99)} ms`,
          target: `p99 < ${TARGET.p99Ms} ms`,
          met: restP99 < TARGET.p99Ms,
        },
        {
          figure: `other users' GET /api/jobs during the lookups (${attacked.latencies.length})`,
          measured: `p50 ${fixed(quantile(attacked.latencies, 0.5))} ms, p99 ${fixed(p99)} ms, ${failed} not 200${
            failed > 0 ? ` (${JSON.stringify(attacked.failures)})` : ''
          }`,
          target: `p99 < ${TARGET.p99Ms} ms, all 200`,
          met: p99 < TARGET.p99Ms && failed === 0,
        },
      ];
      const width = (/** @type {'figure' | 'measured' | 'target'} */ key) =>
        Math.max(key.length, ...rows.map((row) => row[key].length));
      const line = (/** @type {string[]} */ cells) =>
        `| ${cells.map((cell, i) => cell.padEnd(width(/** @type {any} */ (['figure', 'measured', 'target'][i])))).join(' | ')} |`;
      console.log();
      console.log(line(['figure', 'measured', 'target']) + ' met |');
      console.log(
        `|${['figure', 'measured', 'target'].map((key) => '-'.repeat(width(/** @type {any} */ (key)) + 2)).join('|')}|-----|`,
      );
      for (const row of rows)
        console.log(`${line([row.figure, row.measured, row.target])} ${row.met ? 'yes' : 'NO '} |`);
      const missed = rows.filter((row) => !row.met).length;
      say(missed === 0 ? 'every target met' : `${missed} target(s) missed`);
    },
  );
} finally {
  fixtures.stop();
  agent.destroy();
}
