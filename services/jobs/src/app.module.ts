import { Module } from '@nestjs/common';
import { SystemModule } from '@hirerelay/nest-common';
import { ChatModule } from './chat/chat.module.js';
import { DatabaseModule } from './database.js';
import { DocumentsModule } from './documents/documents.module.js';
import { FitModule } from './fit/fit.module.js';
import { FollowUpsModule } from './follow-ups/follow-ups.module.js';
import { DraftsModule } from './drafts/drafts.module.js';
import { ImportModule } from './import/import.module.js';
import { InternalNotesModule } from './internal-notes/internal-notes.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { OutreachModule } from './outreach/outreach.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RepliesModule } from './replies/replies.module.js';
import { TeamModule } from './team/team.module.js';

/**
 * Health, the outbox relay and the service's plumbing come from the core (runService); the outbox
 * status from the shared system module. Each feature is a module of its own folder (lookup and
 * clients are imported by the features that use them).
 */
@Module({
  imports: [
    DatabaseModule,
    SystemModule.forService({ name: 'jobs', outboxStatus: true }),
    JobsModule,
    ImportModule,
    DocumentsModule,
    ChatModule,
    InternalNotesModule,
    OutreachModule,
    QueueModule,
    TeamModule,
    FitModule,
    DraftsModule,
    RepliesModule,
    FollowUpsModule,
  ],
})
export class AppModule {}
