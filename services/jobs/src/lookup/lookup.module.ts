import { Module } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TJobsEnv } from '../config/env.js';
import { JobLookupService } from './job-lookup.service.js';
import { PageExtractionPool } from './page-extraction-pool.service.js';
import { SafePageFetcher } from './safe-page-fetcher.service.js';

/**
 * The fetcher the service's settings call for: the SSRF rules, lifted only for the hosts of tests
 * and local development (`npm start`'s sample pages).
 */
export function createPageFetcher(config: TJobsEnv, logger: Logger): SafePageFetcher {
  const allowedHosts = config.JOB_FETCH_ALLOWED_HOSTS;
  if (allowedHosts.length > 0) {
    logger.warn(
      { allowedHosts },
      'JOB_FETCH_ALLOWED_HOSTS is set: job pages may be fetched from these hosts although the SSRF rules refuse them (tests and local development only, never production)',
    );
  }
  return new SafePageFetcher({ allowedHosts });
}

/** Job-link lookup; the jobs features that need it (the lookup RPC, imports) inject JobLookupService. */
@Module({
  providers: [
    { provide: SafePageFetcher, inject: [SERVICE_CONFIG, LOGGER], useFactory: createPageFetcher },
    // Its workers start with the first page and are terminated when the module stops.
    { provide: PageExtractionPool, useFactory: () => new PageExtractionPool() },
    JobLookupService,
  ],
  exports: [JobLookupService],
})
export class LookupModule {}
