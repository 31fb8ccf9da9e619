import { KeyObject } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import jsonwebtoken from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testGatewayConfig } from '../../test/fixtures/gateway-env.js';
import { accessTokenKey } from './access-token-key.js';
import { AccessTokens } from './access-tokens.service.js';
import type { AuthUser } from './auth-user.decorator.js';
import { JwtStrategy } from './jwt.strategy.js';
import { ACCESS_COOKIE } from './session-cookies.service.js';
import type { SessionRevocations } from './session-revocations.service.js';

const config = testGatewayConfig();
const key = accessTokenKey(config.JWT_SECRET);
const session = {
  user: { id: '7d1f3c1e-55a4-4f7e-9d55-3f7b8f1c2a10', role: 'admin' },
  sessionId: '0b8a6d55-2f49-4a8e-b1a4-6f0f3c7f9e21',
  refreshToken: 'opaque',
  refreshExpiresAt: new Date(Date.now() + 60_000).toISOString(),
} as Parameters<AccessTokens['issue']>[0];

/** Runs passport's authenticate on a request carrying the token; resolves with what it decided. */
function authenticate(strategy: JwtStrategy, token: string): Promise<AuthUser | 'failed'> {
  return new Promise((resolve, reject) => {
    const running = strategy as unknown as {
      success: (user: AuthUser) => void;
      fail: () => void;
      error: (error: unknown) => void;
      authenticate: (request: FastifyRequest) => void;
    };
    running.success = resolve;
    running.fail = () => resolve('failed');
    running.error = reject;
    running.authenticate({ cookies: { [ACCESS_COOKIE]: token } } as unknown as FastifyRequest);
  });
}

// The signing key must reach jsonwebtoken as a KeyObject: a string costs a failed PEM parse on
// every call (~0.6 ms per request, a quarter of the gateway's CPU on the jobs list).
describe('access token key', () => {
  afterEach(() => vi.restoreAllMocks());

  it('signs and verifies with a secret KeyObject, never the secret string', async () => {
    const sign = vi.spyOn(jsonwebtoken, 'sign');
    const verify = vi.spyOn(jsonwebtoken, 'verify');
    const tokens = new AccessTokens(new JwtService({ secret: key }), config);
    const revocations = { isRevoked: vi.fn(async () => false) };
    const strategy = new JwtStrategy(key, revocations as unknown as SessionRevocations);

    const token = await tokens.issue(session);
    expect(tokens.sessionIdOf(token)).toBe(session.sessionId);
    expect(tokens.userIdOf(token)).toBe(session.user.id);
    await expect(authenticate(strategy, token)).resolves.toEqual({
      userId: session.user.id,
      sessionId: session.sessionId,
      role: 'admin',
    });

    const keysUsed = [...sign.mock.calls, ...verify.mock.calls].map((call) => call[1]);
    expect(keysUsed).toHaveLength(4);
    for (const used of keysUsed) {
      expect(used).toBeInstanceOf(KeyObject);
      expect((used as KeyObject).type).toBe('secret');
    }
  });

  it('refuses a token signed with another key', async () => {
    const strategy = new JwtStrategy(key, {
      isRevoked: vi.fn(async () => false),
    } as unknown as SessionRevocations);
    const forged = await new AccessTokens(
      new JwtService({ secret: accessTokenKey('another-secret-of-at-least-32-characters') }),
      config,
    ).issue(session);
    await expect(authenticate(strategy, forged)).resolves.toBe('failed');
  });
});
