import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import type { Logger } from 'pino';
import { AccountEmailController } from './account-email/account-email.controller.js';
import { ACCESS_TOKEN_KEY, accessTokenKey } from './auth/access-token-key.js';
import { AccessTokens } from './auth/access-tokens.service.js';
import { AuthController } from './auth/auth.controller.js';
import { AdminGuard } from './auth/admin.guard.js';
import { JwtAuthGuard } from './auth/jwt-auth.guard.js';
import { AccessTokenVerifier } from './auth/access-token-verifier.js';
import { MeController } from './auth/me.controller.js';
import { SessionCookies } from './auth/session-cookies.service.js';
import { SessionRevocations } from './auth/session-revocations.service.js';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { BillingController } from './billing/billing.controller.js';
import { PlansController } from './billing/plans.controller.js';
import { UsersCsvExport } from './admin/users-csv-export.service.js';
import { InfraLifecycle, infraProviders } from './common/infra/infra.providers.js';
import { AdminBlogController } from './content/admin-blog.controller.js';
import { BlogController } from './content/blog.controller.js';
import { ContactController } from './content/contact.controller.js';
import { SiteConfigController } from './content/site-config.controller.js';
import { CsrfGuard } from './common/security/csrf.guard.js';
import { CsrfTokens } from './common/security/csrf-tokens.service.js';
import { RateLimiter } from './common/security/rate-limit.service.js';
import { GATEWAY_LOGGER } from './common/tokens.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from './config/env.js';
import { ExtensionDownloadController } from './extension/extension-download.controller.js';
import { ExtensionJobsController } from './extension/extension-jobs.controller.js';
import { ExtensionTokenGuard } from './extension/extension-token.guard.js';
import { ExtensionTokensController } from './extension/extension-tokens.controller.js';
import { EventStreams } from './events/event-streams.service.js';
import { EventsController } from './events/events.controller.js';
import { JobEventsFeed } from './events/job-events.feed.js';
import { FileLinks } from './files/file-links.service.js';
import { FilesController } from './files/files.controller.js';
import { ObjectFiles } from './files/object-files.service.js';
import { HealthController } from './health/health.controller.js';
import { HealthService } from './health/health.service.js';
import { JobOwners } from './jobs/job-owners.service.js';
import { JobCalendarController } from './jobs/job-calendar.controller.js';
import { JobChatController } from './jobs/job-chat.controller.js';
import { JobDetailController } from './jobs/job-detail.controller.js';
import { JobQueueController } from './jobs/job-queue.controller.js';
import { StaffNames } from './jobs/staff-names.service.js';
import { JobDocumentsController } from './jobs/job-documents.controller.js';
import { JobsController } from './jobs/jobs.controller.js';
import { JobWorkbenchController } from './jobs/job-workbench.controller.js';
import { TeamFiguresController } from './jobs/team-figures.controller.js';
import { JobsCsvExport } from './jobs/jobs-csv-export.service.js';
import { ProfileController } from './profile/profile.controller.js';
import { TextToApplyController } from './text-to-apply/text-to-apply.controller.js';
import { SpaFallbackController } from './web/serve-web.controller.js';
import { StripeWebhookController } from './webhooks/stripe-webhook.controller.js';
import { TwilioWebhookController } from './webhooks/twilio-webhook.controller.js';

/** The gateway is one module: it translates HTTP to NATS and holds no business rules. */
@Module({})
export class AppModule {
  static forRoot(config: TGatewayEnv, logger: Logger): DynamicModule {
    const csrfTokens = new CsrfTokens(config.JWT_SECRET);
    const tokenKey = accessTokenKey(config.JWT_SECRET);
    return {
      module: AppModule,
      imports: [JwtModule.register({ secret: tokenKey })],
      controllers: [
        HealthController,
        AuthController,
        MeController,
        AccountEmailController,
        ProfileController,
        TextToApplyController,
        FilesController,
        AdminUsersController,
        BlogController,
        AdminBlogController,
        ContactController,
        SiteConfigController,
        PlansController,
        BillingController,
        StripeWebhookController,
        TwilioWebhookController,
        JobsController,
        JobQueueController,
        JobDetailController,
        JobChatController,
        JobDocumentsController,
        JobCalendarController,
        JobWorkbenchController,
        TeamFiguresController,
        EventsController,
        ExtensionTokensController,
        ExtensionJobsController,
        ExtensionDownloadController,
        // The SPA fallback must be registered last so it never shadows an API route.
        ...(config.WEB_DIST_DIR ? [SpaFallbackController] : []),
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_LOGGER, useValue: logger },
        ...infraProviders,
        InfraLifecycle,
        HealthService,
        { provide: CsrfTokens, useValue: csrfTokens },
        { provide: SessionCookies, useValue: new SessionCookies(config, csrfTokens) },
        { provide: ACCESS_TOKEN_KEY, useValue: tokenKey },
        AccessTokens,
        AccessTokenVerifier,
        JwtAuthGuard,
        AdminGuard,
        SessionRevocations,
        RateLimiter,
        FileLinks,
        ObjectFiles,
        UsersCsvExport,
        JobOwners,
        StaffNames,
        JobsCsvExport,
        JobEventsFeed,
        EventStreams,
        ExtensionTokenGuard,
        { provide: APP_GUARD, useClass: CsrfGuard },
      ],
    };
  }
}
