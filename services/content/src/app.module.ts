import { Module } from '@nestjs/common';
import { BlogAdminHandler } from './blog/blog-admin.handler.js';
import { BlogAdminService } from './blog/blog-admin.service.js';
import { BlogPostRepository } from './blog/blog-post.repository.js';
import { BlogHandler } from './blog/blog.handler.js';
import { BlogService } from './blog/blog.service.js';
import { ContactMessageRepository } from './contact/contact-message.repository.js';
import { ContactHandler } from './contact/contact.handler.js';
import { ContactService } from './contact/contact.service.js';
import { Transactions } from './database.js';
import { ClientsModule } from './clients/clients.module.js';

/** Health, the outbox relay and the service's plumbing come from the core (runService). */
@Module({
  imports: [ClientsModule],
  controllers: [BlogHandler, BlogAdminHandler, ContactHandler],
  providers: [
    Transactions,
    BlogPostRepository,
    ContactMessageRepository,
    BlogService,
    BlogAdminService,
    ContactService,
  ],
})
export class AppModule {}
