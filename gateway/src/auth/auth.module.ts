import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { CsrfTokens } from '../common/security/csrf-tokens.service.js';
import { CsrfGuard } from '../common/security/csrf.guard.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ACCESS_TOKEN_KEY, accessTokenKey } from './access-token-key.util.js';
import { AccessTokenVerifier } from './access-token-verifier.service.js';
import { AccessTokens } from './access-tokens.service.js';
import { AdminGuard } from './admin.guard.js';
import { AuthController } from './auth.controller.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { MeController } from './me.controller.js';
import { SessionCookies } from './session-cookies.service.js';
import { SessionRevocations } from './session-revocations.service.js';

/**
 * Sessions: sign-in and sign-out, access tokens and their revocation list, the session cookies,
 * and the guards areas put on their routes (an area that guards routes imports this module). The
 * CSRF check is the one global guard, registered here once.
 */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [GATEWAY_CONFIG],
      useFactory: (config: TGatewayEnv) => ({ secret: accessTokenKey(config.JWT_SECRET) }),
    }),
  ],
  controllers: [AuthController, MeController],
  providers: [
    {
      provide: ACCESS_TOKEN_KEY,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: TGatewayEnv) => accessTokenKey(config.JWT_SECRET),
    },
    {
      provide: SessionCookies,
      inject: [GATEWAY_CONFIG, CsrfTokens],
      useFactory: (config: TGatewayEnv, csrf: CsrfTokens) => new SessionCookies(config, csrf),
    },
    AccessTokens,
    AccessTokenVerifier,
    JwtAuthGuard,
    AdminGuard,
    SessionRevocations,
    { provide: APP_GUARD, useClass: CsrfGuard },
  ],
  exports: [AccessTokens, AccessTokenVerifier, JwtAuthGuard, AdminGuard, SessionCookies, SessionRevocations],
})
export class AuthModule {}
