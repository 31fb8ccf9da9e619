import { randomUUID } from 'node:crypto';
import type { ValueProvider } from '@nestjs/common';
import { startServiceModule, type ServiceModule } from '@hirerelay/testing';
import { inject } from 'vitest';
import { AppModule } from '../../src/app.module.js';
import { ZJobsEnv, type TJobsEnv } from '../../src/config/env.js';
import { createDatabase, type JobsDatabase } from '../../src/database.js';

export type JobsModule = ServiceModule<TJobsEnv, JobsDatabase>;

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

export interface JobSeed {
  id?: string;
  userId: string;
  title?: string;
  company?: string;
  status?: string;
  platform?: string;
  dateReceived?: Date;
  dateApplied?: Date | null;
  adminReviewed?: boolean;
  interviewSecured?: boolean;
  unreadForOwner?: number;
  unreadForStaff?: number;
  notes?: string | null;
  location?: string;
}

/** A stored job with the given fields (the rest filled in), as an import or staff would leave it. */
export async function seedJob(jobs: JobsModule, seed: JobSeed): Promise<string> {
  const id = seed.id ?? randomUUID();
  const url = `https://boards.example.com/jobs/${id}`;
  await jobs.db.job.create({
    data: {
      id,
      userId: seed.userId,
      title: seed.title ?? 'Software Engineer',
      company: seed.company ?? 'Acme',
      location: seed.location ?? 'Remote',
      description: 'A job.',
      status: seed.status ?? 'Saved',
      subscriptionType: 'Professional',
      platform: seed.platform ?? 'LinkedIn',
      url,
      normalizedUrl: url,
      site: 'boards.example.com',
      siteJobId: id,
      datePosted: '2026-11-01',
      jobType: 'Full-time',
      salary: 'Waiting for admin input',
      dateReceived: seed.dateReceived ?? new Date(),
      dateApplied: seed.dateApplied ?? null,
      adminReviewed: seed.adminReviewed ?? false,
      interviewSecured: seed.interviewSecured ?? false,
      unreadForOwner: seed.unreadForOwner ?? 0,
      unreadForStaff: seed.unreadForStaff ?? 0,
      notes: seed.notes ?? null,
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
