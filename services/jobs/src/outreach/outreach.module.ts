import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { OutreachHandler } from './outreach.handler.js';
import { OutreachRepository } from './outreach.repository.js';
import { OutreachService } from './outreach.service.js';

/** Staff's outreach to a job's recruiters, recorded on the job. */
@Module({
  imports: [JobsModule],
  controllers: [OutreachHandler],
  providers: [OutreachRepository, OutreachService],
})
export class OutreachModule {}
