import { Module } from '@nestjs/common';
import { AdminUsersHandler } from './admin/admin-users.handler.js';
import { AdminUsersRepository } from './admin/admin-users.repository.js';
import { AdminUsersService } from './admin/admin-users.service.js';
import { AuthHandler } from './auth/auth.handler.js';
import { AuthService } from './auth/auth.service.js';
import { LoginLinkRepository } from './auth/login-link.repository.js';
import { ExtensionTokenRepository } from './extension-tokens/extension-token.repository.js';
import { ExtensionTokensHandler } from './extension-tokens/extension-tokens.handler.js';
import { ExtensionTokensService } from './extension-tokens/extension-tokens.service.js';
import { BillingSubscriptionConsumer, BillingUsageConsumer } from './billing-copy/billing-copy.consumers.js';
import { BillingCopyRepository } from './billing-copy/billing-copy.repository.js';
import { BillingCopyService } from './billing-copy/billing-copy.service.js';
import { SessionRepository } from './auth/session.repository.js';
import { Transactions } from './database.js';
import { EmailChangeHandler } from './email-change/email-change.handler.js';
import { EmailChangeRepository } from './email-change/email-change.repository.js';
import { EmailChangeService } from './email-change/email-change.service.js';
import { PasswordResetRepository } from './password/password-reset.repository.js';
import { PasswordHandler } from './password/password.handler.js';
import { PasswordService } from './password/password.service.js';
import { ProfileHandler } from './profile/profile.handler.js';
import { ProfileRepository } from './profile/profile.repository.js';
import { ProfileService } from './profile/profile.service.js';
import { SystemPingHandler } from './system/system-ping.handler.js';
import { SystemPingService } from './system/system-ping.service.js';
import { TextToApplyHandler } from './text-to-apply/text-to-apply.handler.js';
import { TextToApplyRepository } from './text-to-apply/text-to-apply.repository.js';
import { TextToApplyService } from './text-to-apply/text-to-apply.service.js';
import { CurrentPassword } from './users/current-password.js';
import { PhoneVerificationRepository } from './text-to-apply/phone-verification.repository.js';
import { TextToApplySettingsHandler } from './text-to-apply/text-to-apply-settings.handler.js';
import { TextToApplySettingsService } from './text-to-apply/text-to-apply-settings.service.js';
import { VerificationCodeHasher } from './text-to-apply/verification-code.js';
import { PasswordHasher } from './users/password-hasher.js';
import { UserRepository } from './users/user.repository.js';
import { UsersHandler } from './users/users.handler.js';
import { UsersService } from './users/users.service.js';

@Module({
  controllers: [
    SystemPingHandler,
    AuthHandler,
    PasswordHandler,
    ExtensionTokensHandler,
    UsersHandler,
    ProfileHandler,
    AdminUsersHandler,
    TextToApplyHandler,
    EmailChangeHandler,
    TextToApplySettingsHandler,
  ],
  providers: [
    Transactions,
    PasswordHasher,
    CurrentPassword,
    UserRepository,
    SessionRepository,
    LoginLinkRepository,
    PasswordResetRepository,
    ExtensionTokenRepository,
    ExtensionTokensService,
    ProfileRepository,
    AdminUsersRepository,
    SystemPingService,
    AuthService,
    PasswordService,
    UsersService,
    ProfileService,
    AdminUsersService,
    BillingCopyRepository,
    BillingCopyService,
    BillingSubscriptionConsumer,
    BillingUsageConsumer,
    TextToApplyRepository,
    TextToApplyService,
    EmailChangeRepository,
    EmailChangeService,
    PhoneVerificationRepository,
    VerificationCodeHasher,
    TextToApplySettingsService,
  ],
})
export class AppModule {}
