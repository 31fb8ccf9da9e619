import { Module } from '@nestjs/common';
import { SystemPingHandler } from './system/system-ping.handler.js';
import { SystemPingService } from './system/system-ping.service.js';

@Module({
  controllers: [SystemPingHandler],
  providers: [SystemPingService],
})
export class AppModule {}
