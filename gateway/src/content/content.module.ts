import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminBlogController } from './admin-blog.controller.js';
import { BlogController } from './blog.controller.js';
import { ContactController } from './contact.controller.js';
import { SiteConfigController } from './site-config.controller.js';

/** The blog (public and staff), the contact form and the site settings the SPA reads. */
@Module({
  imports: [AuthModule],
  controllers: [BlogController, AdminBlogController, ContactController, SiteConfigController],
})
export class ContentModule {}
