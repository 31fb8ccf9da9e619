import { randomUUID } from 'node:crypto';
import type { ValueProvider } from '@nestjs/common';
import { ErrorCode, JobsMessages, type TJobActor } from '@hirerelay/contracts';
import { jobDueAt } from '@hirerelay/domain';
import { expectRefusal, startServiceModule, type ServiceModule } from '@hirerelay/testing';
import { afterAll, beforeAll, inject } from 'vitest';
import { AppModule } from '../../src/app.module.js';
import { ZJobsEnv, type TJobsEnv } from '../../src/config/env.js';
import { createDatabase, type Database } from '../../src/database.js';

export type JobsModule = ServiceModule<TJobsEnv, Database>;

/** jobs' module in this process, on a database of this test file's own (see libs/testing). */
export function startJobsModule(
  options: { env?: Record<string, string>; replace?: ValueProvider[] } = {},
): Promise<JobsModule> {
  const backing = inject('backing');
  return startServiceModule({
    service: 'jobs',
    postgresUrl: backing.POSTGRES_URL,
    rootModule: AppModule,
    createDatabase,
    configSchema: ZJobsEnv,
    ...options,
  });
}

/**
 * jobs' module for this test file: started before its tests and closed after them (the hooks are
 * the file's). Its members are read once it has started, in tests and hooks.
 */
export function useJobsModule(options: Parameters<typeof startJobsModule>[0] = {}): JobsModule {
  let started: JobsModule | undefined;
  beforeAll(async () => {
    started = await startJobsModule(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): JobsModule => {
    if (!started) throw new Error("jobs' module is read before it started (read it inside a test or hook)");
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get db() {
      return current().db;
    },
    get sql() {
      return current().sql;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    outboxKicks: () => current().outboxKicks(),
    close: () => current().close(),
  };
}

export interface JobSeed {
  id?: string;
  userId: string;
  title?: string;
  company?: string;
  status?: string;
  platform?: string;
  dateReceived?: Date;
  /** Default: the Professional plan's 48 hours after dateReceived. */
  dueAt?: Date;
  subscriptionType?: string;
  dateApplied?: Date | null;
  adminReviewed?: boolean;
  interviewSecured?: boolean;
  unreadForOwner?: number;
  unreadForStaff?: number;
  notes?: string | null;
  location?: string;
  detailsNeeded?: boolean;
  assigneeId?: string | null;
  /** When the owner's oldest message unread by staff was written (the queue's wait). */
  waitingSince?: Date | null;
}

/** A stored job with the given fields (the rest filled in), as an import or staff would leave it. */
export async function seedJob(jobs: JobsModule, seed: JobSeed): Promise<string> {
  const id = seed.id ?? randomUUID();
  const url = `https://boards.example.com/jobs/${id}`;
  const dateReceived = seed.dateReceived ?? new Date();
  await jobs.db.job.create({
    data: {
      id,
      userId: seed.userId,
      title: seed.title ?? 'Software Engineer',
      company: seed.company ?? 'Acme',
      location: seed.location ?? 'Remote',
      description: 'A job.',
      status: seed.status ?? 'Saved',
      subscriptionType: seed.subscriptionType ?? 'Professional',
      platform: seed.platform ?? 'LinkedIn',
      url,
      normalizedUrl: url,
      site: 'boards.example.com',
      siteJobId: id,
      datePosted: '2026-11-01',
      jobType: 'Full-time',
      salary: 'Waiting for admin input',
      dateReceived,
      dueAt: seed.dueAt ?? jobDueAt(seed.subscriptionType ?? 'Professional', dateReceived),
      dateApplied: seed.dateApplied ?? null,
      adminReviewed: seed.adminReviewed ?? false,
      interviewSecured: seed.interviewSecured ?? false,
      unreadForOwner: seed.unreadForOwner ?? 0,
      unreadForStaff: seed.unreadForStaff ?? 0,
      notes: seed.notes ?? null,
      detailsNeeded: seed.detailsNeeded ?? false,
      assigneeId: seed.assigneeId ?? null,
      assignedAt: seed.assigneeId ? dateReceived : null,
      waitingSince: seed.waitingSince ?? null,
    },
  });
  return id;
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
