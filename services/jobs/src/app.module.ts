import { Module } from '@nestjs/common';
import { SystemModule } from '@hirerelay/nest-common';
import { ChatHandler } from './chat/chat.handler.js';
import { ChatRepository } from './chat/chat.repository.js';
import { ChatService } from './chat/chat.service.js';
import { ClientsModule } from './clients/clients.module.js';
import { Transactions } from './database.js';
import { JobDocumentsHandler } from './documents/job-documents.handler.js';
import { JobDocumentsRepository } from './documents/job-documents.repository.js';
import { JobDocumentsService } from './documents/job-documents.service.js';
import { JobImportHandler } from './import/job-import.handler.js';
import { JobImportService } from './import/job-import.service.js';
import { ReviewedLookupRepository } from './import/reviewed-lookup.repository.js';
import { InternalNoteRepository } from './internal-notes/internal-note.repository.js';
import { InternalNotesHandler } from './internal-notes/internal-notes.handler.js';
import { InternalNotesService } from './internal-notes/internal-notes.service.js';
import { JobExportHandler } from './jobs/job-export.handler.js';
import { JobExportRepository } from './jobs/job-export.repository.js';
import { JobExportService } from './jobs/job-export.service.js';
import { JobDetailHandler } from './jobs/job-detail.handler.js';
import { JobDetailRepository } from './jobs/job-detail.repository.js';
import { JobDetailService } from './jobs/job-detail.service.js';
import { JobListRepository } from './jobs/job-list.repository.js';
import { JobRepository } from './jobs/job.repository.js';
import { JobsHandler } from './jobs/jobs.handler.js';
import { JobsService } from './jobs/jobs.service.js';
import { LookupModule } from './lookup/lookup.module.js';
import { OutreachHandler } from './outreach/outreach.handler.js';
import { OutreachRepository } from './outreach/outreach.repository.js';
import { OutreachService } from './outreach/outreach.service.js';
import { OverdueSweeper } from './queue/overdue-sweeper.service.js';
import { QueueHandler } from './queue/queue.handler.js';
import { QueueRepository } from './queue/queue.repository.js';
import { QueueService } from './queue/queue.service.js';
import { TeamFiguresHandler } from './team/team-figures.handler.js';
import { TeamFiguresRepository } from './team/team-figures.repository.js';
import { TeamFiguresService } from './team/team-figures.service.js';

/**
 * Health, the outbox relay and the service's plumbing come from the core (runService). Each
 * feature folder adds its handler here (controllers) and its services and repositories (providers).
 */
@Module({
  imports: [SystemModule.forService({ name: 'jobs', outboxStatus: true }), LookupModule, ClientsModule],
  controllers: [
    JobsHandler,
    JobExportHandler,
    JobImportHandler,
    JobDetailHandler,
    JobDocumentsHandler,
    ChatHandler,
    InternalNotesHandler,
    OutreachHandler,
    TeamFiguresHandler,
    QueueHandler,
  ],
  providers: [
    Transactions,
    JobRepository,
    JobListRepository,
    JobsService,
    JobExportRepository,
    JobExportService,
    JobImportService,
    ReviewedLookupRepository,
    JobDetailRepository,
    JobDetailService,
    JobDocumentsRepository,
    JobDocumentsService,
    ChatRepository,
    ChatService,
    InternalNoteRepository,
    InternalNotesService,
    OutreachRepository,
    OutreachService,
    TeamFiguresRepository,
    TeamFiguresService,
    QueueRepository,
    QueueService,
    OverdueSweeper,
  ],
})
export class AppModule {}
