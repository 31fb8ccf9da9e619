import { Module } from '@nestjs/common';
import { FitHandler } from './fit.handler.js';
import { FitService } from './fit.service.js';
import { JobFitWork } from './job-fit-work.service.js';
import { JobFitRepository } from './job-fit.repository.js';

/**
 * Fit analysis (issue 27): the fit work that computes each job's fit off the request path, and its
 * read for the owner and staff. Exports the work, so what marks a job pending can kick it.
 */
@Module({
  controllers: [FitHandler],
  providers: [JobFitRepository, JobFitWork, FitService],
  exports: [JobFitWork],
})
export class FitModule {}
