// The fit work's time per job at the service (issue 27: p95 < 50 ms per job at the service), run
// by `npm run bench:fit -- --service`: jobs' module in this process on a migrated database of its
// own (the service tier's setup), the evaluation set's postings and resumes stored as jobs and
// profile resume texts, marked pending, then the fit work (JobFitWork) drained one job per
// transaction: each figure is one job's take (SKIP LOCKED), analysis, store and commit. Then the
// same jobs again in batches of 20 (the default JOB_FIT_BATCH_SIZE), for the throughput. Prints; asserts nothing.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';
import { JobFitWork } from '../../services/jobs/src/fit/job-fit-work.service.js';
import { seedJob, startJobsModule } from '../../services/jobs/test/support/jobs-module.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const JOBS = Number(process.env.BENCH_FIT_JOBS ?? 400);

/** The evaluation set's postings with their resumes (libs/fit/eval; its README has the format). */
function evaluationPairs(): { description: string; resume: string }[] {
  const dir = path.join(ROOT, 'libs/fit/eval/postings');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .flatMap((file) => {
      const blocks = readFileSync(path.join(dir, file), 'utf8').split(/^=== /m).slice(1);
      const body = (block: string) => block.slice(block.indexOf('\n') + 1).trim();
      const description = body(blocks.find((block) => block.startsWith('description')) ?? '');
      return blocks
        .filter((block) => block.startsWith('resume '))
        .map((block) => ({ description, resume: body(block) }));
    });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

it('times the fit work per job', { timeout: 600_000 }, async () => {
  const jobs = await startJobsModule({ env: { JOB_FIT_INTERVAL_MS: '3600000', JOB_FIT_BATCH_SIZE: '1' } });
  try {
    const pairs = evaluationPairs();
    const ids: string[] = [];
    for (let index = 0; index < JOBS; index += 1) {
      const pair = pairs[index % pairs.length]!;
      const userId = randomUUID();
      const jobId = await seedJob(jobs, { userId, description: pair.description });
      await jobs.db.jobDocument.create({
        data: { id: randomUUID(), jobId, type: 'resume', source: 'profile-resume' },
      });
      await jobs.db.profileResumeText.create({
        data: { userId, state: 'text', text: pair.resume, changedAt: new Date() },
      });
      ids.push(jobId);
    }
    const work = jobs.app.get(JobFitWork);
    await work.idle();
    const batch = (work as unknown as { runBatch(limit: number): Promise<number> }).runBatch.bind(work);
    const mark = () => jobs.db.job.updateMany({ where: { id: { in: ids } }, data: { fitPending: true } });

    await mark();
    const times: number[] = [];
    for (;;) {
      const started = performance.now();
      const taken = await batch(1);
      if (taken === 0) break;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    await mark();
    const started = performance.now();
    let done = 0;
    for (let taken = -1; taken !== 0; done += taken) taken = await batch(20);
    const batchedMs = performance.now() - started;

    console.log(
      `\n== the fit work at the service (jobs' module, PostgreSQL), ${times.length} jobs from the evaluation set`,
    );
    console.log(
      `  one job per transaction (take SKIP LOCKED, analyse, store, commit): p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(2)} ms (goal: p95 < 50 ms)`,
    );
    console.log(
      `  batches of 20: ${done} jobs in ${batchedMs.toFixed(0)} ms, ${(batchedMs / Math.max(1, done)).toFixed(2)} ms a job`,
    );
  } finally {
    await jobs.close();
  }
});
