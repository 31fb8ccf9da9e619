import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  type TJobDetailsSource,
  type TJobLookup,
  type TPageDetails,
} from '@hirerelay/contracts';
import {
  JOB_FIELD_PLACEHOLDER,
  MSG_JOB_FETCH_FAILED,
  parseJobUrl,
  type TParsedJobUrl,
} from '@hirerelay/domain';
import { LOGGER } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TJobPageFacts } from './job-page-facts.mapper.js';
import { PageExtractionError, PageExtractionPool } from './page-extraction-pool.service.js';
import { PageFetchError, SafePageFetcher, type TPageFetchFailure } from './safe-page-fetcher.service.js';

/**
 * Why a fetch stops the import itself: the SSRF rules refused the address (or its scheme or port),
 * on the first hop or a redirect. Every other failure (blocked, 404, timeout, too large…) only
 * means the page could not be read: the link is imported with placeholders
 * for staff to fill in.
 */
const REFUSED_ADDRESS: ReadonlySet<TPageFetchFailure> = new Set(['scheme', 'port', 'address']);

/**
 * Whether what was read names the job: a title and something more (its company or a description).
 * A sign-in wall or an app shell states at most a title; such a page reads as unreadable.
 */
export function namesTheJob(facts: TJobPageFacts): boolean {
  return facts.title !== undefined && (facts.company !== undefined || facts.description !== undefined);
}

/**
 * `jobs.lookup`: checks a job link and reads what the job's page says, in the extraction pool's
 * workers (limits and a time budget): from what the browser extension read off the user's tab when
 * given (`extension`), else from the page fetched through the SSRF-safe fetcher (`page`). A page
 * that cannot be fetched or read, or names no job, is no refusal: the answer says `none` and every
 * field but the link's own reads `Waiting for admin input`; why goes to the log only. Refusals
 * (AppErrors on the `url` field) are the link's rules and an address the SSRF rules refuse.
 */
@Injectable()
export class JobLookupService {
  constructor(
    private readonly fetcher: SafePageFetcher,
    private readonly extractor: PageExtractionPool,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async lookup(link: string, details?: TPageDetails): Promise<TJobLookup> {
    const parsed = parseJobUrl(link);
    if (!parsed.ok) throw new AppError(ErrorCode.Validation, parsed.message, { url: parsed.message });
    const log = { site: parsed.site, host: new URL(parsed.url).host };
    if (details) {
      const facts = await this.read({ details }, { ...log, from: 'extension' });
      if (facts && namesTheJob(facts)) return lookedUp(parsed, facts, 'extension');
    }
    let fetched;
    try {
      fetched = await this.fetcher.fetchPageBytes(parsed.url);
    } catch (error) {
      const reason = error instanceof PageFetchError ? error.reason : 'unexpected';
      const detail = error instanceof Error ? error.message : String(error);
      this.logger.warn({ ...log, reason, detail }, 'job page not fetched');
      if (error instanceof PageFetchError && REFUSED_ADDRESS.has(error.reason)) {
        throw new AppError(ErrorCode.Validation, MSG_JOB_FETCH_FAILED, { url: MSG_JOB_FETCH_FAILED });
      }
      return lookedUp(parsed, {}, 'none');
    }
    const facts = await this.read(fetched.page, { ...log, from: 'page' });
    if (facts && namesTheJob(facts)) return lookedUp(parsed, facts, 'page');
    if (facts) this.logger.warn(log, 'job page names no job');
    return lookedUp(parsed, {}, 'none');
  }

  /** The facts in the worker pool, or null (logged) when the input is over the limits or the budget. */
  private async read(
    input: Parameters<PageExtractionPool['extract']>[0],
    log: Record<string, string>,
  ): Promise<TJobPageFacts | null> {
    try {
      return await this.extractor.extract(input);
    } catch (error) {
      const reason = error instanceof PageExtractionError ? error.reason : 'unexpected';
      const detail = error instanceof Error ? error.message : String(error);
      this.logger.warn({ ...log, reason, detail }, 'job page not read');
      return null;
    }
  }
}

function lookedUp(link: TParsedJobUrl, facts: TJobPageFacts, source: TJobDetailsSource): TJobLookup {
  return {
    url: link.url,
    site: link.site,
    jobId: link.jobId,
    title: facts.title ?? JOB_FIELD_PLACEHOLDER,
    company: facts.company ?? JOB_FIELD_PLACEHOLDER,
    location: facts.location ?? JOB_FIELD_PLACEHOLDER,
    description: facts.description ?? JOB_FIELD_PLACEHOLDER,
    datePosted: facts.datePosted ?? JOB_FIELD_PLACEHOLDER,
    jobType: facts.jobType ?? JOB_FIELD_PLACEHOLDER,
    salary: facts.salary ?? JOB_FIELD_PLACEHOLDER,
    detailsSource: source,
  };
}
