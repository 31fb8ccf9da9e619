import { Module } from '@nestjs/common';
import { FitModule } from '../fit/fit.module.js';
import { JobDetailHandler } from './job-detail.handler.js';
import { JobDetailRepository } from './job-detail.repository.js';
import { JobDetailService } from './job-detail.service.js';
import { JobExportHandler } from './job-export.handler.js';
import { JobExportRepository } from './job-export.repository.js';
import { JobExportService } from './job-export.service.js';
import { JobListRepository } from './job-list.repository.js';
import { JobRepository } from './job.repository.js';
import { JobsHandler } from './jobs.handler.js';
import { JobsService } from './jobs.service.js';
import { IdempotencyKeyCleanup } from './idempotency-key-cleanup.service.js';
import { IdempotencyKeyRepository } from './idempotency-key.repository.js';

/**
 * The jobs: the list and its counts, the per-job toggles, the detail page and the CSV export. The
 * job's own rows (`JobRepository`, `JobDetailRepository`) are what the other features build on.
 */
@Module({
  imports: [FitModule],
  controllers: [JobsHandler, JobExportHandler, JobDetailHandler],
  providers: [
    JobRepository,
    JobListRepository,
    JobsService,
    JobExportRepository,
    JobExportService,
    JobDetailRepository,
    JobDetailService,
    IdempotencyKeyRepository,
    IdempotencyKeyCleanup,
  ],
  exports: [JobRepository, JobDetailRepository, JobDetailService, IdempotencyKeyRepository],
})
export class JobsModule {}
