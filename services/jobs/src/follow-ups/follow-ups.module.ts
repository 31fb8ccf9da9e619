import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { FollowUpWork } from './follow-up-work.service.js';
import { FollowUpRepository } from './follow-up.repository.js';
import { FollowUpsHandler } from './follow-ups.handler.js';
import { FollowUpsService } from './follow-ups.service.js';

/** Follow-ups of quiet applications (issue 29): the work that makes and cancels tasks, staff's Send and Skip, the owner's switch. */
@Module({
  imports: [JobsModule, ClientsModule],
  controllers: [FollowUpsHandler],
  providers: [FollowUpRepository, FollowUpsService, FollowUpWork],
})
export class FollowUpsModule {}
