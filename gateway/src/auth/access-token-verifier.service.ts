import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ZRole } from '@hirerelay/contracts';
import { createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_KEY } from './access-token-key.util.js';
import type { AuthUser } from './auth-user.decorator.js';
import { SessionRevocations } from './session-revocations.service.js';

export const JWT_ISSUER = 'hirerelay-gateway';

/** Verified tokens kept (by a SHA-256 of the token, until their `exp` at most) by fast-jwt. */
const VERIFIED_TOKENS_CACHED = 1000;

/**
 * Checks access tokens on every authenticated request, so its verifier is built once: fast-jwt
 * turns the key into a secret KeyObject and fixes algorithm and issuer at construction, and skips
 * the signature and JSON work for a token it verified before (the revocation list is still asked
 * every time). `iss` and `exp` are required: jsonwebtoken refused a missing issuer too, and every
 * token AccessTokens issues expires.
 */
@Injectable()
export class AccessTokenVerifier {
  private readonly verify: (token: string) => Record<string, unknown>;

  constructor(
    @Inject(ACCESS_TOKEN_KEY) key: KeyObject,
    private readonly revocations: SessionRevocations,
  ) {
    this.verify = createVerifier({
      key: key.export(),
      algorithms: ['HS256'],
      allowedIss: JWT_ISSUER,
      requiredClaims: ['iss', 'exp'],
      cache: VERIFIED_TOKENS_CACHED,
    });
  }

  /** The caller a token names; undefined for a missing, forged, expired or revoked one. */
  async userOf(token: string | undefined): Promise<AuthUser | undefined> {
    if (!token) return undefined;
    let claims: Record<string, unknown>;
    try {
      claims = this.verify(token);
    } catch {
      return undefined;
    }
    const role = ZRole.safeParse(claims.role);
    const { sub, sid, exp } = claims;
    if (!role.success || typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number')
      return undefined;
    if (await this.revocations.isRevoked(sid)) return undefined;
    return { userId: sub, sessionId: sid, role: role.data, expiresAt: exp * 1000 };
  }
}
