import { randomUUID } from 'node:crypto';
import { GetJobFitRpc, ListQueueRpc, UpdateJobRpc, type TJobActor } from '@hirerelay/contracts';
import { LOGGER } from '@hirerelay/nest-common';
import { expectRefusal, FIT_EVIDENCE, FIT_POSTING, FIT_RESUME } from '@hirerelay/testing';
import { describe, expect, it, vi } from 'vitest';
import { FitService } from '../../src/fit/fit.service.js';
import { JobFitWork } from '../../src/fit/job-fit-work.service.js';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import { QueueService } from '../../src/queue/queue.service.js';
import { REFUSED, seedJob, STAFF, useJobsModule, userActor } from '../support/jobs-module.js';

// The fit work's own timer stays out of the way: each test drains it when it means to.
const jobs = useJobsModule({ env: { JOB_FIT_INTERVAL_MS: '3600000' } });
const work = () => jobs.app.get(JobFitWork);
const getFit = (actor: TJobActor, jobId: string) =>
  jobs.app.get(FitService).get(GetJobFitRpc.request.parse({ actor, jobId }));

const UPLOADED_RESUME = `Jane Doe
Data Engineer, Beta, 2016 - present
- Streamed events through Kafka into PostgreSQL with Python`;

/** A job marked pending (as an import leaves it), whose owner's profile resume text is `profile`. */
async function pendingJob(
  options: { description?: string; profile?: { state: string; text?: string } | null } = {},
): Promise<{ jobId: string; owner: TJobActor }> {
  // The work's first pass (kicked when the module starts) must not take the job half seeded.
  await work().idle();
  const owner = userActor();
  const jobId = await seedJob(jobs, {
    userId: owner.userId,
    description: options.description ?? FIT_POSTING,
  });
  await jobs.db.job.update({ where: { id: jobId }, data: { fitPending: true } });
  await jobs.db.jobDocument.create({
    data: { id: randomUUID(), jobId, type: 'resume', source: 'profile-resume' },
  });
  const profile = options.profile === undefined ? { state: 'text', text: FIT_RESUME } : options.profile;
  if (profile) {
    await jobs.db.profileResumeText.create({
      data: { userId: owner.userId, state: profile.state, text: profile.text ?? null, changedAt: new Date() },
    });
  }
  return { jobId, owner };
}

async function settle(): Promise<void> {
  await work().idle();
  await work().drain();
}

const stored = (jobId: string) =>
  jobs.db.job.findUniqueOrThrow({
    where: { id: jobId },
    select: { fitPending: true, fitBand: true, fit: true },
  });

describe('the fit work', () => {
  it('computes a pending job’s fit from the profile resume and shows it to the owner and staff', async () => {
    const { jobId, owner } = await pendingJob();
    expect(await getFit(owner, jobId)).toEqual({ state: 'pending', found: [], missing: [] });

    await settle();

    const fit = await getFit(owner, jobId);
    expect(fit).toMatchObject({ state: 'ready', band: expect.any(String), score: expect.any(Number) });
    expect(fit.found).toContainEqual({
      label: 'PostgreSQL',
      kind: 'required',
      evidence: FIT_EVIDENCE,
    });
    expect(fit.missing).toContainEqual(expect.objectContaining({ label: 'Kafka', kind: 'preferred' }));
    expect(await getFit(STAFF, jobId)).toEqual(fit);
    const row = await stored(jobId);
    expect(row).toMatchObject({ fitPending: false, fitBand: fit.band });
    expect(row.fit).toMatchObject({ state: 'ready', resumeSource: 'profile', version: 1 });
  });

  it('recomputes after staff change the description (and not after a save that leaves it)', async () => {
    const { jobId, owner } = await pendingJob();
    await settle();
    expect((await getFit(owner, jobId)).found.map((found) => found.label)).not.toContain('Go');
    const first = (await stored(jobId)).fit?.computedAt;

    const job = await jobs.db.job.findUniqueOrThrow({ where: { id: jobId } });
    const detail = jobs.app.get(JobDetailService);
    const saved = await detail.update(
      UpdateJobRpc.request.parse({ actor: STAFF, jobId, version: job.version, description: FIT_POSTING }),
    );
    expect((await stored(jobId)).fitPending).toBe(false);

    const edited = `${FIT_POSTING}\n- Go`;
    await detail.update(
      UpdateJobRpc.request.parse({ actor: STAFF, jobId, version: saved.version, description: edited }),
    );
    await settle();
    const fit = await getFit(owner, jobId);
    expect(fit.state).toBe('ready');
    expect([...fit.found, ...fit.missing].map((requirement) => requirement.label)).toContain('Go');
    expect((await stored(jobId)).fit?.computedAt.getTime()).toBeGreaterThan(first?.getTime() ?? 0);
  });

  it("reads the job's uploaded resume over the profile's", async () => {
    const { jobId, owner } = await pendingJob();
    // The job's own resume replaces its profile-resume reference (one resume per job).
    await jobs.db.jobDocument.update({
      where: { jobId_type: { jobId, type: 'resume' } },
      data: {
        source: 'upload',
        objectKey: `${owner.userId}/jobs/${jobId}/resume/x.pdf`,
        fileName: 'resume.pdf',
        size: 1000,
        textState: 'text',
        text: UPLOADED_RESUME,
      },
    });
    await settle();
    const fit = await getFit(owner, jobId);
    expect(fit.found).toContainEqual(
      expect.objectContaining({
        label: 'Kafka',
        evidence: 'Streamed events through Kafka into PostgreSQL with Python',
      }),
    );
    expect(fit.missing.map((missing) => missing.label)).toContain('Kubernetes');
    expect((await stored(jobId)).fit?.resumeSource).toBe('upload');
  });

  it('keeps why there is no fit: no resume, an unreadable one, no description', async () => {
    const none = await pendingJob({ profile: null });
    const empty = await pendingJob({ profile: { state: 'none' } });
    const unreadable = await pendingJob({ profile: { state: 'unreadable' } });
    const placeholder = await pendingJob({ description: 'Waiting for admin input' });
    const blank = await pendingJob({ description: '   ' });
    await settle();
    const stateOf = async (job: { jobId: string; owner: TJobActor }) =>
      (await getFit(job.owner, job.jobId)).state;
    expect(await stateOf(none)).toBe('no-resume');
    expect(await stateOf(empty)).toBe('no-resume');
    expect(await stateOf(unreadable)).toBe('resume-unreadable');
    expect(await stateOf(placeholder)).toBe('no-description');
    expect(await stateOf(blank)).toBe('no-description');
    expect(await stored(none.jobId)).toMatchObject({ fitPending: false, fitBand: null });
  });

  it('shares the work between replicas: each pending job is analysed once', async () => {
    const pending = await Promise.all(Array.from({ length: 12 }, () => pendingJob()));
    const ids = new Set(pending.map((job) => job.jobId));
    const one = work();
    // A second replica: the same class on the same database.
    const other = new JobFitWork(
      (one as unknown as { transactions: never }).transactions,
      (one as unknown as { fits: never }).fits,
      { ...jobs.config, JOB_FIT_BATCH_SIZE: 3 },
      jobs.app.get(LOGGER),
    );
    const analysed: string[] = [];
    for (const replica of [one, other]) {
      const analyze = replica.analyze.bind(replica);
      vi.spyOn(replica, 'analyze').mockImplementation((description, resume) => {
        analysed.push(resume);
        return analyze(description, resume);
      });
    }
    await one.idle();
    await Promise.all([one.drain(), other.drain(), one.drain(), other.drain()]);
    for (const jobId of ids) expect((await stored(jobId)).fit?.state).toBe('ready');
    // Other test files' jobs are on their own databases; this file's earlier jobs are done.
    expect(analysed).toHaveLength(ids.size);
  });

  it('marks a job saved before fits existed pending on its first read, then computes it', async () => {
    const owner = userActor();
    const jobId = await seedJob(jobs, { userId: owner.userId, description: FIT_POSTING });
    await jobs.db.profileResumeText.create({
      data: { userId: owner.userId, state: 'text', text: FIT_RESUME, changedAt: new Date() },
    });
    expect((await stored(jobId)).fitPending).toBe(false);
    expect((await getFit(owner, jobId)).state).toBe('pending');
    expect((await stored(jobId)).fitPending).toBe(true);
    await settle();
    expect((await getFit(owner, jobId)).state).toBe('ready');
  });

  it('refuses another user as for a job they cannot open, and an unknown job', async () => {
    const { jobId } = await pendingJob();
    await expectRefusal(getFit(userActor(), jobId), REFUSED.noPermission);
    await expectRefusal(getFit(STAFF, randomUUID()), REFUSED.notFound);
  });

  it("puts the band on the job's queue row", async () => {
    const { jobId } = await pendingJob();
    // First in the queue's order (the earliest due time), so the first page holds it.
    await jobs.db.job.update({ where: { id: jobId }, data: { dueAt: new Date('2001-01-01T00:00:00Z') } });
    await settle();
    const band = (await stored(jobId)).fitBand;
    expect(band).toEqual(expect.any(String));
    const page = await jobs.app
      .get(QueueService)
      .list(ListQueueRpc.request.parse({ actor: STAFF, view: 'all' }));
    expect(page.items.find((row) => row.id === jobId)?.fitBand).toBe(band);
  });
});
