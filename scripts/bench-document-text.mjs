// @ts-check
// `npm run bench:document-text`: what reading a resume's text costs (issue 27, "Text we can work
// with"). Builds libs/document-text, then extracts, N times each through one worker of the real
// pool (default budgets): the two-page resume PDF, the .docx resume and the ~5.5 MB PDF (48 pages
// of text, seven photos) from libs/document-text/test-fixtures. Prints per document:
//   - extraction time p50/p95/max over N warm runs (the first, cold call starts the worker and loads
//     pdf.js or mammoth: printed apart);
//   - the main thread's event-loop delay while the worker reads (max and p99, from
//     `monitorEventLoopDelay`) and how busy its loop was (`eventLoopUtilization`): both stay small
//     because the reading is in the worker (on a loaded 2-core machine the delay also counts the
//     time the main thread waits for a core);
//   - the process's peak RSS above its level before the worker started (sampled every 5 ms from the
//     main thread, which is free), and the worker's own V8 heap after each job.
// A measurement, not a test: the machine is shared, so compare runs side by side. Exits 0.
//
//   npm run bench:document-text                 20 runs per document
//   npm run bench:document-text -- --runs 50
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { REPO_ROOT, say, sh } from './lib/bootstrap.mjs';
import { quantile } from './lib/http-load.mjs';

const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 20;
const FIXTURES = path.join(REPO_ROOT, 'libs/document-text/test-fixtures');
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOCUMENTS = [
  { label: 'resume PDF (2 pages)', file: 'resume.pdf', mediaType: PDF },
  { label: 'resume .docx', file: 'resume.docx', mediaType: DOCX },
  { label: '5 MB PDF (48 pages, 7 photos)', file: 'large-5mb.pdf', mediaType: PDF },
];

/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 3 : 1)} MB`;
/** @param {number} value */
const ms = (value) => `${value.toFixed(0)} ms`;

say('building libs/document-text…');
await sh('npm', ['run', 'build', '-w', 'libs/document-text'], { quiet: true });
const { DocumentTextPool } = await import('@hirerelay/document-text');

say(`extracting each document ${RUNS} times after one cold call (1 worker, default budgets)…`);
const rssBefore = process.memoryUsage.rss();
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
}, 5);

const rows = [];
try {
  for (const document of DOCUMENTS) {
    const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, document.file)));
    const meta = { mediaType: document.mediaType, fileName: document.file };
    // A fresh pool (and worker) per document, so the cold call is a real start.
    const docPool = new DocumentTextPool({ workers: 1 });
    const coldStart = performance.now();
    const cold = await docPool.extractWithStats(bytes, meta);
    const coldMs = performance.now() - coldStart;
    if (cold.result.state !== 'text') throw new Error(`${document.file}: ${JSON.stringify(cold.result)}`);
    const times = [];
    let heapPeak = 0;
    rssPeak = process.memoryUsage.rss();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const busyBefore = performance.eventLoopUtilization();
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const { result, stats } = await docPool.extractWithStats(bytes, meta);
      times.push(performance.now() - started);
      if (result.state !== 'text') throw new Error(`${document.file}: ${JSON.stringify(result)}`);
      heapPeak = Math.max(heapPeak, stats?.heapUsedBytes ?? 0);
    }
    const busy = performance.eventLoopUtilization(busyBefore);
    delay.disable();
    await docPool.close();
    rows.push({
      document: `${document.label}, ${mb(bytes.length)}`,
      chars: cold.result.text.length,
      cold: coldMs,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      max: Math.max(...times),
      loopMax: delay.max / 1e6,
      loopP99: delay.percentile(99) / 1e6,
      loopBusy: busy.utilization,
      rssAbove: rssPeak - rssBefore,
      heapPeak,
    });
  }
} finally {
  clearInterval(sampler);
}

say(`results (${RUNS} warm runs each; node ${process.version})`);
for (const row of rows) {
  console.log(`\n  ${row.document}: ${row.chars} characters of text`);
  console.log(
    `    extraction   p50 ${ms(row.p50)}, p95 ${ms(row.p95)}, max ${ms(row.max)} (cold first call ${ms(row.cold)})`,
  );
  console.log(
    `    event loop   max delay ${ms(row.loopMax)}, p99 ${ms(row.loopP99)} (main thread, during the runs; its loop busy ${(row.loopBusy * 100).toFixed(1)} %)`,
  );
  console.log(
    `    memory       peak RSS +${mb(row.rssAbove)} over the process before the worker; worker heap ${mb(row.heapPeak)}`,
  );
}
