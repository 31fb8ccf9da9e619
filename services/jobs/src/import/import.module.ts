import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { FitModule } from '../fit/fit.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LookupModule } from '../lookup/lookup.module.js';
import { JobImportHandler } from './job-import.handler.js';
import { JobImportService } from './job-import.service.js';
import { ReviewedLookupRepository } from './reviewed-lookup.repository.js';

/** Imports of job links: looked up, counted against billing's quota, stored as jobs. */
@Module({
  imports: [JobsModule, ClientsModule, LookupModule, FitModule],
  controllers: [JobImportHandler],
  providers: [JobImportService, ReviewedLookupRepository],
})
export class ImportModule {}
