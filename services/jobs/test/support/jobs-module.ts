import { randomUUID } from 'node:crypto';
import type { ValueProvider } from '@nestjs/common';
import { ErrorCode, JobsMessages, type TJobActor } from '@hirerelay/contracts';
import {
  expectRefusal,
  newJob,
  startServiceModule,
  useServiceModule,
  type JobRow,
  type ServiceModule,
} from '@hirerelay/testing';
import { AppModule } from '../../src/app.module.js';
import { ZJobsEnv, type TJobsEnv } from '../../src/config/env.js';
import { createDatabase, type Database } from '../../src/database.js';

export type JobsModule = ServiceModule<TJobsEnv, Database>;

/** jobs' module in this process, on a database of this test file's own (see libs/testing). */
export function startJobsModule(
  options: { env?: Record<string, string>; replace?: ValueProvider[] } = {},
): Promise<JobsModule> {
  return startServiceModule({
    service: 'jobs',
    rootModule: AppModule,
    createDatabase,
    configSchema: ZJobsEnv,
    ...options,
  });
}

/** jobs' module for this test file, started before its tests and closed after them. */
export const useJobsModule = (options: Parameters<typeof startJobsModule>[0] = {}): JobsModule =>
  useServiceModule(() => startJobsModule(options));

/** A job's stored fields: the owner, and whatever the test is about (see libs/testing's newJob). */
export type JobSeed = Partial<JobRow> & { userId: string };

/** A stored job with the given fields (the rest filled in), as an import or staff would leave it. */
export async function seedJob(jobs: JobsModule, seed: JobSeed): Promise<string> {
  const job = newJob(seed);
  await jobs.db.job.create({ data: job });
  return job.id;
}

/** The payloads of the outbox events of `contract` about one job, oldest first. */
export async function outboxEvents(jobs: JobsModule, contract: { subject: string }, jobId: string) {
  const { rows } = await jobs.sql.query<{ envelope: { payload: Record<string, unknown> } }>(
    'SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope @> $2::jsonb ORDER BY created_at, id',
    [contract.subject, JSON.stringify({ payload: { jobId } })],
  );
  return rows.map((row) => row.envelope.payload);
}

/** A signed-in user of their own (a fresh id each call). */
export const userActor = (): TJobActor => ({ userId: randomUUID(), role: 'user' });
export const STAFF: TJobActor = { userId: randomUUID(), role: 'admin' };

/** The refusals the job rules give, as `expectRefusal` compares them. */
export const REFUSED = {
  notFound: { code: ErrorCode.NotFound, message: JobsMessages.jobNotFound },
  staffOnly: { code: ErrorCode.Forbidden, message: JobsMessages.staffOnly },
  noPermission: { code: ErrorCode.Forbidden, message: "You don't have permission to view this job" },
} as const;

/**
 * A staff-only action on a job: refused as staff-only to the job's owner and to another user, and
 * Job not found to staff on a job that does not exist. What it must leave unchanged, the caller checks.
 */
export async function expectStaffOnly(
  act: (actor: TJobActor, jobId: string) => Promise<unknown>,
  job: { jobId: string; ownerId: string },
): Promise<void> {
  await expectRefusal(act({ userId: job.ownerId, role: 'user' }, job.jobId), REFUSED.staffOnly);
  await expectRefusal(act(userActor(), job.jobId), REFUSED.staffOnly);
  await expectRefusal(act(STAFF, randomUUID()), REFUSED.notFound);
}

/** An uploaded document of a job, as the documents service records one. */
export async function seedUpload(
  jobs: JobsModule,
  upload: { ownerId: string; jobId: string; type: 'resume' | 'cover_letter'; ext: string; fileName: string },
): Promise<string> {
  const objectKey = `${upload.ownerId}/jobs/${upload.jobId}/${upload.type}/${randomUUID()}.${upload.ext}`;
  await jobs.db.jobDocument.create({
    data: {
      id: randomUUID(),
      jobId: upload.jobId,
      type: upload.type,
      source: 'upload',
      objectKey,
      fileName: upload.fileName,
      size: 1200,
    },
  });
  return objectKey;
}
