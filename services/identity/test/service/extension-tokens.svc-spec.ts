import {
  AuthenticateExtensionTokenRpc,
  CreateExtensionTokenRpc,
  ErrorCode,
  ExtensionTokenMessages,
  EXTENSION_TOKENS_PER_USER,
  RevokeExtensionTokenRpc,
  SignupRpc,
} from '@hirerelay/contracts';
import { expectRefusal, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { ExtensionTokensService } from '../../src/extension-tokens/extension-tokens.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

// Browser-extension tokens: the limit of live tokens, revoking, and every way authenticating can
// be refused (all alike), with last_used_at written at most once a minute.
let identity: IdentityModule;
let tokens: ExtensionTokensService;
let auth: AuthService;

beforeAll(async () => {
  identity = await startIdentityModule();
  tokens = identity.app.get(ExtensionTokensService);
  auth = identity.app.get(AuthService);
});
afterAll(async () => {
  await identity?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function newUser(label: string): Promise<string> {
  const { user } = await auth.signup(
    SignupRpc.request.parse({ email: uniqueEmail(label), password: TEST_PASSWORD, smsConsent: false }),
  );
  return user.id;
}

const create = (userId: string, name: string) =>
  tokens.create(CreateExtensionTokenRpc.request.parse({ userId, name }));
const authenticate = (token: string) =>
  tokens.authenticate(AuthenticateExtensionTokenRpc.request.parse({ token }));
const revoke = (userId: string, tokenId: string) =>
  tokens.revoke(RevokeExtensionTokenRpc.request.parse({ userId, tokenId }));
const refusedAsInvalid = (attempt: Promise<unknown>) =>
  expectRefusal(attempt, { code: ErrorCode.Unauthenticated, message: ExtensionTokenMessages.invalid });

async function storedRows(userId: string) {
  const { rows } = await identity.sql.query<{
    id: string;
    name: string;
    token_hash: string;
    last_used_at: Date | null;
    revoked_at: Date | null;
  }>('SELECT id, name, token_hash, last_used_at, revoked_at FROM extension_tokens WHERE user_id = $1', [
    userId,
  ]);
  return rows;
}

describe('creating tokens', () => {
  it('stores the SHA-256 only, trims the name and shows the token once', async () => {
    const userId = await newUser('ext-create');
    const { token, secret } = await create(userId, '  Work laptop  ');
    expect(token).toEqual({
      id: token.id,
      name: 'Work laptop',
      createdAt: token.createdAt,
      lastUsedAt: null,
    });
    const [row] = await storedRows(userId);
    expect(row!.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));
    expect((await tokens.list({ userId })).items).toEqual([token]);
  });

  it(`allows ${String(EXTENSION_TOKENS_PER_USER)} live tokens, refuses the next, and counts none revoked`, async () => {
    const userId = await newUser('ext-limit');
    const made = await Promise.all(
      Array.from({ length: EXTENSION_TOKENS_PER_USER + 3 }, (_, i) =>
        create(userId, `Browser ${String(i)}`).then(
          (created) => created,
          (error: unknown) => error,
        ),
      ),
    );
    // Concurrent creates are counted under the user's row lock: exactly the limit get through.
    const created = made.filter((outcome) => !(outcome instanceof Error));
    expect(created).toHaveLength(EXTENSION_TOKENS_PER_USER);
    expect(await storedRows(userId)).toHaveLength(EXTENSION_TOKENS_PER_USER);
    await expectRefusal(create(userId, 'One more'), {
      code: ErrorCode.Conflict,
      message: ExtensionTokenMessages.limitReached,
      fields: { name: ExtensionTokenMessages.limitReached },
    });

    const first = (created[0] as Awaited<ReturnType<typeof create>>).token;
    await revoke(userId, first.id);
    const replacement = await create(userId, 'Replacement');
    expect((await tokens.list({ userId })).items.map((item) => item.id)).toContain(replacement.token.id);
    expect((await tokens.list({ userId })).items).toHaveLength(EXTENSION_TOKENS_PER_USER);
  });

  it('refuses a blank name or one over 60 characters before anything is stored', () => {
    expect(() => CreateExtensionTokenRpc.request.parse({ userId: randomUUID(), name: '   ' })).toThrow(
      ExtensionTokenMessages.nameRequired,
    );
    expect(() =>
      CreateExtensionTokenRpc.request.parse({ userId: randomUUID(), name: 'x'.repeat(61) }),
    ).toThrow();
    expect(() => CreateExtensionTokenRpc.request.parse({ userId: randomUUID(), name: 'a\u0000b' })).toThrow(
      'Please remove invalid characters',
    );
  });
});

describe('revoking', () => {
  it("is idempotent for the owner, refused for another user's token, and ends authentication", async () => {
    const owner = await newUser('ext-revoke-owner');
    const stranger = await newUser('ext-revoke-stranger');
    const { token, secret } = await create(owner, 'Chrome');
    expect(await authenticate(secret)).toEqual({ userId: owner, tokenId: token.id });

    await expectRefusal(revoke(stranger, token.id), {
      code: ErrorCode.NotFound,
      message: ExtensionTokenMessages.notFound,
    });
    expect((await storedRows(owner))[0]!.revoked_at).toBeNull();
    await expectRefusal(revoke(owner, randomUUID()), { code: ErrorCode.NotFound });

    expect(await revoke(owner, token.id)).toEqual({ revoked: true });
    expect(await revoke(owner, token.id)).toEqual({ revoked: true });
    expect((await tokens.list({ userId: owner })).items).toEqual([]);
    await refusedAsInvalid(authenticate(secret));
  });
});

describe('authenticating', () => {
  it('refuses unknown, malformed and empty tokens with the same answer', async () => {
    const userId = await newUser('ext-auth-variants');
    const { secret } = await create(userId, 'Chrome');
    const unknown = `hrx_${'A'.repeat(43)}`;
    for (const attempt of [unknown, secret.slice(0, -1), `${secret}A`, secret.slice(4), '', 'Bearer x']) {
      await refusedAsInvalid(authenticate(attempt));
    }
    expect((await storedRows(userId))[0]!.last_used_at).toBeNull();
  });

  it('refuses the tokens of a cancelled account', async () => {
    const userId = await newUser('ext-auth-cancelled');
    const { secret } = await create(userId, 'Chrome');
    await identity.sql.query(`UPDATE users SET status = 'cancelled' WHERE id = $1`, [userId]);
    await refusedAsInvalid(authenticate(secret));
  });

  it('records the last use at most once a minute', async () => {
    const userId = await newUser('ext-auth-last-used');
    const { secret } = await create(userId, 'Chrome');
    const start = new Date('2030-01-01T10:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    await authenticate(secret);
    const lastUsed = async () => (await storedRows(userId))[0]!.last_used_at?.toISOString();
    expect(await lastUsed()).toBe(start.toISOString());

    vi.setSystemTime(new Date(start.getTime() + 59_000));
    await authenticate(secret);
    expect(await lastUsed()).toBe(start.toISOString());

    const later = new Date(start.getTime() + 60_000);
    vi.setSystemTime(later);
    await authenticate(secret);
    expect(await lastUsed()).toBe(later.toISOString());
    expect((await tokens.list({ userId })).items[0]!.lastUsedAt).toBe(later.toISOString());
  });
});
