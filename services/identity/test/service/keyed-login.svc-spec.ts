import { randomUUID } from 'node:crypto';
import { LoginRpc, RefreshSessionRpc, SignupRpc } from '@hirerelay/contracts';
import { TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

// A login the gateway's RpcClient sent again (the replica that had it was killed): its key makes
// the repeat answer the same session, so the user ends with one session and a working token.
let identity: IdentityModule;
let auth: AuthService;

beforeAll(async () => {
  identity = await startIdentityModule();
  auth = identity.app.get(AuthService);
});
afterAll(async () => {
  await identity?.close();
});

async function newAccount() {
  const email = uniqueEmail('keyed-login');
  const signup = await auth.signup(
    SignupRpc.request.parse({ email, password: TEST_PASSWORD, smsConsent: false }),
  );
  return { email, userId: signup.user.id };
}
const login = (email: string, idempotencyKey?: string) =>
  auth.login(LoginRpc.request.parse({ email, password: TEST_PASSWORD, idempotencyKey }));
const refresh = (refreshToken: string) => auth.refresh(RefreshSessionRpc.request.parse({ refreshToken }));

async function sessionsOf(userId: string): Promise<string[]> {
  const { rows } = await identity.sql.query<{ id: string }>(
    'SELECT id::text AS id FROM sessions WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows.map((row) => row.id);
}

describe('a keyed login sent again', () => {
  it('answers the same session, opens no second one, and only the last token works', async () => {
    const { email, userId } = await newAccount();
    const key = randomUUID();
    const first = await login(email, key);
    const repeat = await login(email, key);

    expect(first.sessionId).toBe(key);
    expect(repeat.sessionId).toBe(key);
    expect(repeat.refreshToken).not.toBe(first.refreshToken);
    // The signup's session and this login's one: nothing more.
    expect((await sessionsOf(userId)).filter((id) => id === key)).toHaveLength(1);
    expect(await sessionsOf(userId)).toHaveLength(2);

    const rotated = await refresh(repeat.refreshToken);
    expect(rotated).toMatchObject({ sessionId: key });
    expect((await auth.getSession({ sessionId: key })).active).toBe(true);
  });

  it('racing with itself still opens one session', async () => {
    const { email, userId } = await newAccount();
    const key = randomUUID();
    const replies = await Promise.all([login(email, key), login(email, key), login(email, key)]);
    expect(replies.map((reply) => reply.sessionId)).toEqual([key, key, key]);
    expect(await sessionsOf(userId)).toHaveLength(2);
  });

  it("with another user's key is not a repeat: a session of its own", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const key = randomUUID();
    await login(a.email, key);
    const other = await login(b.email, key);
    expect(other.sessionId).not.toBe(key);
    expect(other.user.id).toBe(b.userId);
    expect(await sessionsOf(a.userId)).toContain(key);
    expect(await sessionsOf(b.userId)).not.toContain(key);
  });

  it('without a key opens a new session each time, as before', async () => {
    const { email, userId } = await newAccount();
    const one = await login(email);
    const two = await login(email);
    expect(one.sessionId).not.toBe(two.sessionId);
    expect(await sessionsOf(userId)).toHaveLength(3);
  });
});
