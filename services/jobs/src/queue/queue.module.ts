import { Module } from '@nestjs/common';
import { OverdueSweeper } from './overdue-sweeper.service.js';
import { QueueHandler } from './queue.handler.js';
import { QueueRepository } from './queue.repository.js';
import { QueueService } from './queue.service.js';

/** Staff's work queue: claiming and assigning jobs, and the sweep that marks them overdue. */
@Module({
  controllers: [QueueHandler],
  providers: [QueueRepository, QueueService, OverdueSweeper],
})
export class QueueModule {}
