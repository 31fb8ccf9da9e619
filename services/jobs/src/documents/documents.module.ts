import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { JobDocumentsHandler } from './job-documents.handler.js';
import { JobDocumentsRepository } from './job-documents.repository.js';
import { JobDocumentsService } from './job-documents.service.js';

/** A job's documents (résumé, cover letter): uploads recorded, generated ones kept. */
@Module({
  imports: [JobsModule],
  controllers: [JobDocumentsHandler],
  providers: [JobDocumentsRepository, JobDocumentsService],
})
export class DocumentsModule {}
