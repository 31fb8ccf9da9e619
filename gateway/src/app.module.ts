import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { AccountEmailModule } from './account-email/account-email.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { CommonModule } from './common/common.module.js';
import type { TGatewayEnv } from './config/env.js';
import { ContentModule } from './content/content.module.js';
import { EventsModule } from './events/events.module.js';
import { ExtensionModule } from './extension/extension.module.js';
import { FilesModule } from './files/files.module.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { ReplyAddressModule } from './reply-address/reply-address.module.js';
import { TextToApplyModule } from './text-to-apply/text-to-apply.module.js';
import { WebModule } from './web/web.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/**
 * The gateway translates HTTP to NATS and holds no business rules: one module per API area. The
 * order is the routes' order (and the OpenAPI document's); the SPA fallback comes last so it never
 * shadows an API route.
 */
@Module({})
export class AppModule {
  static forRoot(config: TGatewayEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forRoot(config, logger),
        HealthModule,
        AuthModule,
        AccountEmailModule,
        ProfileModule,
        ReplyAddressModule,
        TextToApplyModule,
        FilesModule,
        AdminModule,
        ContentModule,
        BillingModule,
        WebhooksModule,
        JobsModule,
        EventsModule,
        ExtensionModule,
        ...(config.WEB_DIST_DIR ? [WebModule] : []),
      ],
    };
  }
}
