import { Module } from '@nestjs/common';
import { JobEventsFeedModule } from '../events/job-events-feed.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

/** Liveness and readiness: the connections and the services answer. */
@Module({
  imports: [JobEventsFeedModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
