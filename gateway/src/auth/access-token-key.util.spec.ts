import { KeyObject } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { createSigner, createVerifier } from 'fast-jwt';
import jsonwebtoken from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testGatewayConfig } from '../../test/fixtures/gateway-env.js';
import { accessTokenKey } from './access-token-key.util.js';
import { AccessTokenVerifier, JWT_ISSUER } from './access-token-verifier.service.js';
import { AccessTokens } from './access-tokens.service.js';
import type { SessionRevocations } from './session-revocations.service.js';

vi.mock('fast-jwt', async (importOriginal) => {
  const original = await importOriginal<typeof import('fast-jwt')>();
  return { ...original, createVerifier: vi.fn(original.createVerifier) };
});

const config = testGatewayConfig();
const key = accessTokenKey(config.JWT_SECRET);
const session = {
  user: { id: '7d1f3c1e-55a4-4f7e-9d55-3f7b8f1c2a10', role: 'admin' },
  sessionId: '0b8a6d55-2f49-4a8e-b1a4-6f0f3c7f9e21',
  refreshToken: 'opaque',
  refreshExpiresAt: new Date(Date.now() + 60_000).toISOString(),
} as Parameters<AccessTokens['issue']>[0];
const notRevoked = () => ({ isRevoked: vi.fn(async () => false) }) as unknown as SessionRevocations;

// Keys must be prepared once: jsonwebtoken handed the secret string re-parses it as a PEM key on
// every call (~0.6 ms per request, a quarter of the gateway's CPU on the jobs list), and a fast-jwt
// verifier built per request would redo its key and option checks each time.
describe('access token key', () => {
  afterEach(() => vi.clearAllMocks());

  it('signs with a secret KeyObject and verifies with one verifier built at start', async () => {
    const sign = vi.spyOn(jsonwebtoken, 'sign');
    const verify = vi.spyOn(jsonwebtoken, 'verify');
    const tokens = new AccessTokens(new JwtService({ secret: key }), config);
    const verifier = new AccessTokenVerifier(key, notRevoked());

    const token = await tokens.issue(session);
    expect(tokens.sessionIdOf(token)).toBe(session.sessionId);
    expect(tokens.userIdOf(token)).toBe(session.user.id);
    const another = await tokens.issue({ ...session, sessionId: '5c3d2e1f-0a9b-4c8d-8e7f-6a5b4c3d2e1f' });
    for (const used of [token, another, token]) {
      expect((await verifier.userOf(used))?.userId).toBe(session.user.id);
    }
    await expect(verifier.userOf(token)).resolves.toEqual({
      userId: session.user.id,
      sessionId: session.sessionId,
      role: 'admin',
      expiresAt: expect.any(Number) as number,
    });

    expect(vi.mocked(createVerifier)).toHaveBeenCalledTimes(1);
    const keysUsed = [...sign.mock.calls, ...verify.mock.calls].map((call) => call[1]);
    expect(keysUsed).toHaveLength(4);
    for (const used of keysUsed) {
      expect(used).toBeInstanceOf(KeyObject);
      expect((used as KeyObject).type).toBe('secret');
    }
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new AccessTokens(
      new JwtService({ secret: accessTokenKey('another-secret-of-at-least-32-characters') }),
      config,
    ).issue(session);
    await expect(new AccessTokenVerifier(key, notRevoked()).userOf(forged)).resolves.toBeUndefined();
  });

  it('refuses a token without an issuer or an expiry, as jsonwebtoken did for the issuer', async () => {
    const verifier = new AccessTokenVerifier(key, notRevoked());
    const claims = { sub: session.user.id, sid: session.sessionId, role: 'admin' };
    const signer = (options: { iss?: string; expiresIn?: number }) =>
      createSigner({ key: config.JWT_SECRET, algorithm: 'HS256', ...options });
    await expect(
      verifier.userOf(signer({ iss: JWT_ISSUER, expiresIn: 60_000 })(claims)),
    ).resolves.toBeDefined();
    await expect(verifier.userOf(signer({ expiresIn: 60_000 })(claims))).resolves.toBeUndefined();
    await expect(verifier.userOf(signer({ iss: JWT_ISSUER })(claims))).resolves.toBeUndefined();
  });
});
