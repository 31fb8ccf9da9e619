import { Module } from '@nestjs/common';
import { SystemModule } from '@hirerelay/nest-common';
import { BlogModule } from './blog/blog.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DatabaseModule } from './database.js';

/** Health, the outbox relay and the service's plumbing come from the core (runService). */
@Module({
  imports: [DatabaseModule, SystemModule.forService({ name: 'content' }), BlogModule, ContactModule],
})
export class AppModule {}
