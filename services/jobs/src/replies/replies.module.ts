import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { JobReplyRepository } from './job-reply.repository.js';
import { ReplyReceivedConsumer } from './replies.consumer.js';
import { RepliesHandler } from './replies.handler.js';
import { RepliesService } from './replies.service.js';

/**
 * Employers' replies (issue 29): notifications' reply-received event matched to one of the user's
 * jobs (timeline, last reply time, a suggested status staff confirm through the job's status
 * change) or put on staff's triage list.
 */
@Module({
  imports: [JobsModule],
  controllers: [RepliesHandler],
  providers: [JobReplyRepository, RepliesService, ReplyReceivedConsumer],
})
export class RepliesModule {}
