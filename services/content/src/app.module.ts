import { Module } from '@nestjs/common';

/** The service's own features register here as they are built; health and events come from the core. */
@Module({})
export class AppModule {}
