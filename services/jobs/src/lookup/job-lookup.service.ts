import { Inject, Injectable } from '@nestjs/common';
import { AppError, ErrorCode, type TJobLookup } from '@hirerelay/contracts';
import { JOB_FIELD_PLACEHOLDER, MSG_JOB_FETCH_FAILED, parseJobUrl } from '@hirerelay/domain';
import { LOGGER } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TJobPageFacts } from './job-page-extractor.js';
import type { TPageBytes } from './page-decoding.js';
import { PageExtractionError, PageExtractionPool } from './page-extraction-pool.js';
import { PageFetchError, SafePageFetcher } from './safe-page-fetcher.js';

/**
 * `jobs.lookup`: checks a job link, fetches the page through the SSRF-safe fetcher and reads what
 * it says about the job in the extraction pool's workers (limits and a time budget). Refusals are
 * AppErrors on the `url` field with the spec's texts; a page that could not be fetched and one
 * that could not be read (over the limits or the budget) are refused alike; why goes to the log only.
 */
@Injectable()
export class JobLookupService {
  constructor(
    private readonly fetcher: SafePageFetcher,
    private readonly extractor: PageExtractionPool,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async lookup(link: string): Promise<TJobLookup> {
    const parsed = parseJobUrl(link);
    if (!parsed.ok) throw new AppError(ErrorCode.Validation, parsed.message, { url: parsed.message });
    const { url, site, jobId } = parsed;
    let page: TPageBytes;
    try {
      ({ page } = await this.fetcher.fetchPageBytes(url));
    } catch (error) {
      const reason = error instanceof PageFetchError ? error.reason : 'unexpected';
      const detail = error instanceof Error ? error.message : String(error);
      this.logger.warn({ site, host: new URL(url).host, reason, detail }, 'job page not fetched');
      throw new AppError(ErrorCode.Validation, MSG_JOB_FETCH_FAILED, { url: MSG_JOB_FETCH_FAILED });
    }
    let facts: TJobPageFacts;
    try {
      facts = await this.extractor.extract(page);
    } catch (error) {
      const reason = error instanceof PageExtractionError ? error.reason : 'unexpected';
      const detail = error instanceof Error ? error.message : String(error);
      this.logger.warn({ site, host: new URL(url).host, reason, detail }, 'job page not read');
      throw new AppError(ErrorCode.Validation, MSG_JOB_FETCH_FAILED, { url: MSG_JOB_FETCH_FAILED });
    }
    return {
      url,
      site,
      jobId,
      title: facts.title ?? JOB_FIELD_PLACEHOLDER,
      company: facts.company ?? JOB_FIELD_PLACEHOLDER,
      location: facts.location ?? JOB_FIELD_PLACEHOLDER,
      description: facts.description ?? JOB_FIELD_PLACEHOLDER,
      datePosted: facts.datePosted ?? JOB_FIELD_PLACEHOLDER,
      jobType: facts.jobType ?? JOB_FIELD_PLACEHOLDER,
      salary: facts.salary ?? JOB_FIELD_PLACEHOLDER,
    };
  }
}
