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
  type TJobLookup,
  type TPageDetails,
  ZImportedJob,
  type TImportedJob,
} from '@hirerelay/contracts';
import {
  DEFAULT_JOB_STATUS,
  jobDueAt,
  parseJobUrl,
  type TParsedJobUrl,
  type TServiceLevelHours,
} from '@hirerelay/domain';
import {
  enqueueEvent,
  LOGGER,
  OUTBOX_RELAY,
  SERVICE_CONFIG,
  type OutboxRelay,
  type RpcInput,
} from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { BillingQuotaClient } from '../clients/billing-quota.client.js';
import { serviceLevelHours, type TJobsEnv } from '../config/env.js';
import { Transactions } from '../database.js';
import { toJobRow } from '../jobs/job.mapper.js';
import { JobFitWork } from '../fit/job-fit-work.service.js';
import { IdempotencyKeyRepository } from '../jobs/idempotency-key.repository.js';
import {
  IDEMPOTENT_OPERATIONS,
  keyedJobId,
  replayOrRefuse,
  requestFingerprint,
  type KeyedRequest,
} from '../jobs/idempotency.rules.js';
import { JobRepository } from '../jobs/job.repository.js';
import { JobLookupService } from '../lookup/job-lookup.service.js';
import { ReviewedLookupRepository } from './reviewed-lookup.repository.js';

/** `Job Saved`, the first line of every new job's timeline. */
export const JOB_SAVED_EVENT = 'Job Saved';

/** A racing request with the same key (and another request) committed first. */
class KeyTaken extends Error {}

/** The import's key, user and fingerprint (the link and the extension's reading), or null. */
function keyedImport(request: RpcInput<typeof ImportJobRpc>): KeyedRequest | null {
  if (!request.idempotencyKey) return null;
  return {
    userId: request.userId,
    operation: IDEMPOTENT_OPERATIONS.import,
    key: request.idempotencyKey,
    fingerprint: requestFingerprint({ url: request.url, page: request.page }),
  };
}

const duplicate = (jobId: string) =>
  new AppError(ErrorCode.Conflict, JobsMessages.duplicate, {
    reason: IMPORT_REFUSAL_REASONS.duplicate,
    jobId,
  });

/**
 * The one import path (the dialog, the extension, SMS): the link's rules, the duplicate check (no
 * quota used), one application reserved in billing, the page read (or the review step's reading
 * reused, or the extension's), and the job saved with its timeline, resume reference and
 * `job-imported` event in one transaction. A page that could not be read is no refusal: the job is
 * saved with placeholders and `details_source` `none`, which marks it `details needed` for staff.
 * Anything failing after the reservation gives the application back.
 */
@Injectable()
export class JobImportService {
  private readonly dueHours: TServiceLevelHours;

  constructor(
    private readonly transactions: Transactions,
    private readonly jobs: JobRepository,
    private readonly billing: BillingQuotaClient,
    private readonly lookups: JobLookupService,
    private readonly reviewed: ReviewedLookupRepository,
    private readonly fitWork: JobFitWork,
    private readonly keys: IdempotencyKeyRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) config: TJobsEnv,
  ) {
    this.dueHours = serviceLevelHours(config);
  }

  /**
   * The dialog's review step: the import's refusals first (the same job already imported, then
   * billing's subscription and quota check, read only), before any page is fetched; then what the
   * page says, kept a few minutes for the Import that follows. No job stored, no quota used.
   */
  async lookup(request: RpcInput<typeof LookupJobRpc>): Promise<RpcReply<typeof LookupJobRpc>> {
    const { userId } = request;
    const link = this.parsed(request.url);
    const existing = await this.jobs.findSameJob(userId, this.identity(link));
    if (existing) throw duplicate(existing);
    await this.billing.check(userId);
    const page = await this.lookups.lookup(link.url);
    try {
      await this.reviewed.keep(userId, page);
    } catch (error) {
      // Only a second fetch at Import is lost.
      this.logger.warn({ err: error }, 'reviewed lookup not kept');
    }
    return page;
  }

  async import(request: RpcInput<typeof ImportJobRpc>): Promise<RpcReply<typeof ImportJobRpc>> {
    const { userId } = request;
    const keyed = keyedImport(request);
    if (keyed) {
      const stored = await this.keys.find(keyed);
      if (stored) return replayOrRefuse(stored, keyed, ZImportedJob);
    }
    const link = this.parsed(request.url);
    const existing = await this.jobs.findSameJob(userId, this.identity(link));
    if (existing) return this.replayOrDuplicate(keyed, existing);

    // A keyed import's job id is its request's: racing repeats reserve one application, save one job.
    const jobId = keyed ? keyedJobId(keyed) : randomUUID();
    const { planName } = await this.billing.reserve(userId, jobId);
    try {
      const page = await this.pageOf(userId, link, request.page);
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
          detailsSource: page.detailsSource,
          receivedAt,
          dueAt: jobDueAt(planName, receivedAt, this.dueHours),
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
        const row = await this.jobs.findRowInTx(tx, jobId);
        if (!row) return null;
        const reply = { job: toJobRow(row, { userId, role: 'user' }), detailsSource: page.detailsSource };
        // Another request with the key committed first (its job is another link's): roll back.
        if (keyed && (await this.keys.store(tx, keyed, reply)) === 'taken') throw new KeyTaken();
        return reply;
      });
      if (!saved) {
        // Another import of the same job (or a repeat of this keyed one, answered as the first)
        // committed while this one was reading the page.
        const same = (await this.jobs.findSameJob(userId, this.identity(link))) ?? jobId;
        return await this.replayOrDuplicate(keyed, same);
      }
      this.relay.kick();
      this.fitWork.kick(); // the new job's fit (insert marked it pending), off the request path
      return saved;
    } catch (error) {
      await this.releaseUnlessSaved(jobId, keyed);
      if (keyed && error instanceof KeyTaken) {
        const stored = await this.keys.find(keyed);
        if (stored) return replayOrRefuse(stored, keyed, ZImportedJob);
      }
      throw error;
    }
  }

  /**
   * The job is already imported: a keyed repeat whose first request committed meanwhile answers
   * that request's reply; anything else is the duplicate refusal.
   */
  private async replayOrDuplicate(keyed: KeyedRequest | null, existing: string): Promise<TImportedJob> {
    const stored = keyed ? await this.keys.find(keyed) : null;
    if (keyed && stored) return replayOrRefuse(stored, keyed, ZImportedJob);
    throw duplicate(existing);
  }

  /**
   * Gives the reservation back after a failure, unless a keyed repeat (same job id) saved the job:
   * its application is used.
   */
  private async releaseUnlessSaved(jobId: string, keyed: KeyedRequest | null): Promise<void> {
    if (keyed && (await this.jobs.exists(jobId).catch(() => true))) return;
    await this.billing.releaseQuietly(jobId);
  }

  /**
   * What the job's page says: the extension's reading of the user's tab when it sent one (it wins
   * when it names the job); else what the review step read a few minutes ago; else a fetch now.
   */
  private async pageOf(
    userId: string,
    link: TParsedJobUrl,
    details: TPageDetails | undefined,
  ): Promise<TJobLookup> {
    if (!details) {
      const reviewed = await this.reviewed.find(userId, link.url).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'reviewed lookup not read');
        return null;
      });
      if (reviewed) return reviewed;
    }
    return this.lookups.lookup(link.url, details);
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
