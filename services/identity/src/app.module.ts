import { Module } from '@nestjs/common';
import { SystemModule } from '@hirerelay/nest-common';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingCopyModule } from './billing-copy/billing-copy.module.js';
import { DatabaseModule } from './database.js';
import { DraftingFactsModule } from './drafting-facts/drafting-facts.module.js';
import { EmailChangeModule } from './email-change/email-change.module.js';
import { ExtensionTokensModule } from './extension-tokens/extension-tokens.module.js';
import { PasswordModule } from './password/password.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { TextToApplyModule } from './text-to-apply/text-to-apply.module.js';
import { UsersModule } from './users/users.module.js';

/**
 * Health, the outbox relay and the service's plumbing come from the core (runService); the
 * pipeline probe (emit a ping) from the shared system module. Each feature is a module of its own.
 */
@Module({
  imports: [
    DatabaseModule,
    SystemModule.forService({ name: 'identity', ping: 'emit' }),
    AuthModule,
    PasswordModule,
    ExtensionTokensModule,
    UsersModule,
    ProfileModule,
    AdminModule,
    TextToApplyModule,
    EmailChangeModule,
    BillingCopyModule,
    DraftingFactsModule,
  ],
})
export class AppModule {}
