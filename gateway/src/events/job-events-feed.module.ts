import { Module } from '@nestjs/common';
import { JobEventsFeed } from './job-events.feed.js';

/**
 * The one JetStream reading of job events per process, for the live-events stream and the
 * health check. No routes: importing it does not move the events area's routes.
 */
@Module({
  providers: [JobEventsFeed],
  exports: [JobEventsFeed],
})
export class JobEventsFeedModule {}
