import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ZRole } from '@hirerelay/contracts';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import type { AccessTokenClaims, AuthUser } from './auth-user.decorator.js';
import { ACCESS_COOKIE } from './session-cookies.service.js';
import { SessionRevocations } from './session-revocations.service.js';

export const JWT_ISSUER = 'hirerelay-gateway';

const fromAccessCookie = (request: FastifyRequest): string | null => request.cookies?.[ACCESS_COOKIE] ?? null;

/** Reads the access token from its httpOnly cookie and refuses revoked sessions. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(GATEWAY_CONFIG) config: TGatewayEnv,
    private readonly revocations: SessionRevocations,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromAccessCookie]),
      secretOrKey: config.JWT_SECRET,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    const role = ZRole.safeParse(claims.role);
    if (!role.success || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return false;
    if (await this.revocations.isRevoked(claims.sid)) return false;
    return { userId: claims.sub, sessionId: claims.sid, role: role.data };
  }
}
