import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { BlogAdminHandler } from './blog-admin.handler.js';
import { BlogAdminService } from './blog-admin.service.js';
import { BlogPostRepository } from './blog-post.repository.js';
import { BlogHandler } from './blog.handler.js';
import { BlogService } from './blog.service.js';

/** The public blog and its administration (authors' names from identity). */
@Module({
  imports: [ClientsModule],
  controllers: [BlogHandler, BlogAdminHandler],
  providers: [BlogPostRepository, BlogService, BlogAdminService],
})
export class BlogModule {}
