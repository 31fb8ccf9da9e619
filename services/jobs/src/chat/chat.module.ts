import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { ChatHandler } from './chat.handler.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';

/** A job's chat between its owner and staff, with the unread counts on the job. */
@Module({
  imports: [JobsModule],
  controllers: [ChatHandler],
  providers: [ChatRepository, ChatService],
})
export class ChatModule {}
