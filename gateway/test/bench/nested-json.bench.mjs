// How much do deeply nested JSON bodies slow down unrelated requests?
// Starts throwaway backing servers and the BUILT gateway, measures GET /api/site-config at rest,
// then again while four senders each post a 1 MB `[[[…]]]` body to /api/contact five times a
// second, and prints the medians. Run from the repository root after building:
//   node gateway/test/bench/nested-json.bench.mjs [seconds]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startGateway, startTestServers } from '@hirerelay/testing';

const seconds = Number(process.argv[2] ?? 10);
const SENDERS = 4;
const PER_SECOND = 5;
const HALF = 512 * 1024;
const nested = '['.repeat(HALF) + ']'.repeat(HALF);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function timeProbe(url) {
  const started = performance.now();
  const response = await fetch(`${url}/api/site-config`);
  await response.arrayBuffer();
  return performance.now() - started;
}

async function probeFor(url, ms) {
  const samples = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    samples.push(await timeProbe(url));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return samples;
}

function startSenders(url, ms) {
  const statuses = new Map();
  const end = Date.now() + ms;
  const senders = Array.from({ length: SENDERS }, async () => {
    while (Date.now() < end) {
      const next = Date.now() + 1000 / PER_SECOND;
      const response = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: nested,
      }).catch(() => undefined);
      if (response) {
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  });
  return { done: Promise.all(senders), statuses };
}

const servers = await startTestServers({ databases: [] });
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nested-json-bench-'));
const gateway = await startGateway(servers.env, { logDir });
try {
  for (let attempt = 0; ; attempt++) {
    try {
      await timeProbe(gateway.url);
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const idle = await probeFor(gateway.url, 3_000);
  const load = startSenders(gateway.url, seconds * 1000);
  const busy = await probeFor(gateway.url, seconds * 1000);
  await load.done;
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `idle: p50 ${ms(percentile(idle, 50))}, p95 ${ms(percentile(idle, 95))} (${idle.length} probes)`,
  );
  console.log(
    `under ${SENDERS}×${PER_SECOND}/s nested 1 MB bodies: p50 ${ms(percentile(busy, 50))}, ` +
      `p95 ${ms(percentile(busy, 95))} (${busy.length} probes); nested replies ${JSON.stringify(Object.fromEntries(load.statuses))}`,
  );
} finally {
  await gateway.stop();
  await servers.stop();
}
