import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { TIssuedSession } from '@hirerelay/contracts';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import type { AccessTokenClaims } from './auth-user.decorator.js';
import { JWT_ISSUER } from './access-token-verifier.service.js';

/**
 * Short-lived access tokens naming the user, their session family and role. The key is the
 * JwtModule's (a KeyObject, see access-token-key.util.ts): never pass the secret string per call.
 */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  issue(session: TIssuedSession): Promise<string> {
    const claims: AccessTokenClaims = {
      sub: session.user.id,
      sid: session.sessionId,
      role: session.user.role,
    };
    return this.jwt.signAsync(claims, {
      algorithm: 'HS256',
      issuer: JWT_ISSUER,
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
    });
  }

  /** The session id inside a token, even an expired one (logout still ends that session). */
  sessionIdOf(token: string | undefined): string | undefined {
    if (!token) return undefined;
    try {
      const claims = this.jwt.verify<AccessTokenClaims>(token, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        ignoreExpiration: true,
      });
      return claims.sid;
    } catch {
      return undefined;
    }
  }

  /** The user a current, valid token names; undefined for a missing, expired or forged one. */
  userIdOf(token: string | undefined): string | undefined {
    if (!token) return undefined;
    try {
      return this.jwt.verify<AccessTokenClaims>(token, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
      }).sub;
    } catch {
      return undefined;
    }
  }
}
