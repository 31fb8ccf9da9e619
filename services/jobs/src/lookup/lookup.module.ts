import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { TJobsEnv } from '../config/env.js';
import { JobLookupService } from './job-lookup.service.js';
import { SafePageFetcher } from './safe-page-fetcher.js';

/** Job-link lookup; the jobs features that need it (the lookup RPC, imports) inject JobLookupService. */
@Module({
  providers: [
    {
      provide: SafePageFetcher,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TJobsEnv) => new SafePageFetcher({ allowedHosts: config.JOB_FETCH_ALLOWED_HOSTS }),
    },
    JobLookupService,
  ],
  exports: [JobLookupService],
})
export class LookupModule {}
