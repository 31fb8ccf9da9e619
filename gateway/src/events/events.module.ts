import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { EventStreams } from './event-streams.service.js';
import { EventsController } from './events.controller.js';
import { JobEventsFeedModule } from './job-events-feed.module.js';

/** The live-events stream (server-sent events) of a signed-in user. */
@Module({
  imports: [AuthModule, JobEventsFeedModule],
  controllers: [EventsController],
  providers: [EventStreams],
})
export class EventsModule {}
