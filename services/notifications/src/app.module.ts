import { Module } from '@nestjs/common';
import { ReceivedPingRepository } from './system/received-ping.repository.js';
import { SystemPingConsumer } from './system/system-ping.consumer.js';
import { SystemPingHandler } from './system/system-ping.handler.js';

@Module({
  controllers: [SystemPingHandler],
  providers: [ReceivedPingRepository, SystemPingConsumer],
})
export class AppModule {}
