import { Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock.service.js';

/** `Clock` for the features whose rules depend on the time; a service test replaces it. */
@Module({
  providers: [{ provide: Clock, useClass: SystemClock }],
  exports: [Clock],
})
export class ClockModule {}
