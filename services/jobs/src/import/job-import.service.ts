import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IMPORT_REFUSAL_REASONS,
  JobImportedEvent,
  JobsMessages,
  type ImportJobRpc,
  type LookupJobRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import { DEFAULT_JOB_STATUS, parseJobUrl, type TParsedJobUrl } from '@hirerelay/domain';
import { enqueueEvent, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import { BillingQuotaClient } from '../clients/billing-quota.client.js';
import { Transactions } from '../database.js';
import { toJobRow } from '../jobs/job.mapper.js';
import { JobRepository } from '../jobs/job.repository.js';
import { JobLookupService } from '../lookup/job-lookup.service.js';

/** `Job Saved`, the first line of every new job's timeline (spec 02 §4). */
export const JOB_SAVED_EVENT = 'Job Saved';

const duplicate = (jobId: string) =>
  new AppError(ErrorCode.Conflict, JobsMessages.duplicate, {
    reason: IMPORT_REFUSAL_REASONS.duplicate,
    jobId,
  });

/**
 * The one import path (the dialog now; the extension and SMS later): the link's rules, the
 * duplicate check (no quota used), one application reserved in billing, the page read, and the
 * job saved with its timeline, resume reference and `job-imported` event in one transaction.
 * Anything failing after the reservation gives the application back.
 */
@Injectable()
export class JobImportService {
  constructor(
    private readonly transactions: Transactions,
    private readonly jobs: JobRepository,
    private readonly billing: BillingQuotaClient,
    private readonly lookups: JobLookupService,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  /** The dialog's review step: what the page says, nothing stored, no quota used. */
  lookup(request: RpcInput<typeof LookupJobRpc>): Promise<RpcReply<typeof LookupJobRpc>> {
    return this.lookups.lookup(request.url);
  }

  async import(request: RpcInput<typeof ImportJobRpc>): Promise<RpcReply<typeof ImportJobRpc>> {
    const { userId } = request;
    const link = this.parsed(request.url);
    const existing = await this.jobs.findSameJob(userId, this.identity(link));
    if (existing) throw duplicate(existing);

    const jobId = randomUUID();
    const { planName } = await this.billing.reserve(userId, jobId);
    try {
      const page = await this.lookups.lookup(link.url);
      const receivedAt = new Date();
      const saved = await this.transactions.run(async (tx) => {
        const outcome = await this.jobs.insert(tx, {
          id: jobId,
          userId,
          title: page.title,
          company: page.company,
          location: page.location,
          description: page.description,
          status: DEFAULT_JOB_STATUS,
          subscriptionType: planName,
          platform: link.site,
          url: request.url,
          ...this.identity(link),
          datePosted: page.datePosted,
          jobType: page.jobType,
          salary: page.salary,
          receivedAt,
        });
        if (outcome === 'duplicate') return null;
        await this.jobs.addTimelineEntry(tx, {
          jobId,
          event: JOB_SAVED_EVENT,
          date: receivedAt,
          status: 'completed',
        });
        await this.jobs.addProfileResumeReference(tx, jobId);
        await enqueueEvent(tx, 'jobs', JobImportedEvent, {
          jobId,
          userId,
          subscriptionType: planName,
          importedAt: receivedAt.toISOString(),
        });
        return this.jobs.findRowInTx(tx, jobId);
      });
      if (!saved) {
        // Another import of the same job committed while this one was reading the page.
        throw duplicate((await this.jobs.findSameJob(userId, this.identity(link))) ?? jobId);
      }
      this.relay.kick();
      return { job: toJobRow(saved, { userId, role: 'user' }) };
    } catch (error) {
      await this.billing.releaseQuietly(jobId);
      throw error;
    }
  }

  private parsed(url: string): TParsedJobUrl {
    const link = parseJobUrl(url);
    if (!link.ok) throw new AppError(ErrorCode.Validation, link.message, { url: link.message });
    return link;
  }

  /** What makes two links the same job for one user (both unique in the jobs table). */
  private identity(link: TParsedJobUrl) {
    return { normalizedUrl: link.url, site: link.site, siteJobId: link.jobId };
  }
}
