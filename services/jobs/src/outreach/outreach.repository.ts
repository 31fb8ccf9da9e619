import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { TOutreachChannel } from '@hirerelay/contracts';
import { DATABASE } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

/** Recruiter outreach staff recorded on a job (`job_outreach`). */
@Injectable()
export class OutreachRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The plan the job was imported on (`subscription_type`); the caller holds the job's row lock. */
  async planOf(tx: Tx, jobId: string): Promise<string | null> {
    const job = await tx.job.findUnique({ where: { id: jobId }, select: { subscriptionType: true } });
    return job?.subscriptionType ?? null;
  }

  /** The job's recruiter by id (its name as it is now), or null when the job does not list it. */
  findRecruiter(tx: Tx, jobId: string, recruiterId: string): Promise<{ id: string; name: string } | null> {
    return tx.jobRecruiter.findFirst({ where: { id: recruiterId, jobId }, select: { id: true, name: true } });
  }

  async insert(
    tx: Tx,
    outreach: {
      jobId: string;
      recruiterId: string;
      recruiterName: string;
      channel: TOutreachChannel;
      message: string;
      sentAt: Date;
      recordedBy: string;
    },
  ): Promise<void> {
    await tx.jobOutreach.create({ data: { id: randomUUID(), ...outreach } });
  }
}
