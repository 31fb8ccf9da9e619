import { Module } from '@nestjs/common';
import { storedDocumentTextProvider } from '@hirerelay/nest-common';
import { FitModule } from '../fit/fit.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { JobDocumentsHandler } from './job-documents.handler.js';
import { JobDocumentsRepository } from './job-documents.repository.js';
import { JobDocumentsService } from './job-documents.service.js';
import { JobResumeTextRepository } from './job-resume-text.repository.js';
import { JobResumeTextWork } from './job-resume-text.service.js';
import { ProfileResumeTextConsumer } from './profile-resume-text.consumer.js';
import { ProfileResumeTextRepository } from './profile-resume-text.repository.js';
import { ProfileResumeTextService } from './profile-resume-text.service.js';

/**
 * A job's documents (résumé, cover letter): uploads recorded, generated ones kept; the text of its
 * uploaded resume (read in the background) and the copy of the profile resume's text.
 */
@Module({
  imports: [JobsModule, FitModule],
  controllers: [JobDocumentsHandler],
  providers: [
    JobDocumentsRepository,
    JobDocumentsService,
    JobResumeTextRepository,
    JobResumeTextWork,
    storedDocumentTextProvider,
    ProfileResumeTextRepository,
    ProfileResumeTextService,
    ProfileResumeTextConsumer,
  ],
})
export class DocumentsModule {}
