import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ExtensionDownloadController } from './extension-download.controller.js';
import { ExtensionJobsController } from './extension-jobs.controller.js';
import { ExtensionTokenGuard } from './extension-token.guard.js';
import { ExtensionTokensController } from './extension-tokens.controller.js';

/** The browser extension: its tokens (made in the app), its job routes and its download. */
@Module({
  imports: [AuthModule],
  controllers: [ExtensionTokensController, ExtensionJobsController, ExtensionDownloadController],
  providers: [ExtensionTokenGuard],
})
export class ExtensionModule {}
