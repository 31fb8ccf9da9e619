import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ZRole } from '@hirerelay/contracts';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_KEY } from './access-token-key.js';
import type { AccessTokenClaims, AuthUser } from './auth-user.decorator.js';
import { ACCESS_COOKIE } from './session-cookies.service.js';
import { SessionRevocations } from './session-revocations.service.js';

export const JWT_ISSUER = 'hirerelay-gateway';

const fromAccessCookie = (request: FastifyRequest): string | null => request.cookies?.[ACCESS_COOKIE] ?? null;

/** Reads the access token from its httpOnly cookie and refuses revoked sessions. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(ACCESS_TOKEN_KEY) key: KeyObject,
    private readonly revocations: SessionRevocations,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromAccessCookie]),
      // passport-jwt hands it to jsonwebtoken as it is; its types predate KeyObject keys.
      secretOrKey: key as unknown as Buffer,
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
