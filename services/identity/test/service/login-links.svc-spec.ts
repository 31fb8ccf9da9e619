import {
  ChangePasswordRpc,
  ConfirmEmailChangeRpc,
  EmailChangeRequestedEvent,
  ErrorCode,
  IdentityMessages,
  LoginLinkRequestedEvent,
  LoginWithLinkRpc,
  RequestEmailChangeRpc,
  RequestLoginLinkRpc,
  SignupRpc,
} from '@hirerelay/contracts';
import { expectRefusal, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { EmailChangeService } from '../../src/email-change/email-change.service.js';
import { PasswordService } from '../../src/password/password.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

const INTERVAL_SECONDS = 300;
const MINUTE_MS = 60 * 1000;
let identity: IdentityModule;
let auth: AuthService;

beforeAll(async () => {
  identity = await startIdentityModule({ LOGIN_LINK_EMAIL_INTERVAL_SECONDS: String(INTERVAL_SECONDS) });
  auth = identity.app.get(AuthService);
});
afterAll(async () => {
  await identity?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const signUp = (email = uniqueEmail('link')) =>
  auth.signup(SignupRpc.request.parse({ email, password: TEST_PASSWORD, smsConsent: false }));
const requestLink = (email: string) => auth.requestLoginLink(RequestLoginLinkRpc.request.parse({ email }));
const signIn = (token: string) =>
  auth.loginWithLink(LoginWithLinkRpc.request.parse({ token, userAgent: 'test', ip: '192.0.2.1' }));
const refusedAsInvalid = (call: Promise<unknown>) =>
  expectRefusal(call, {
    code: ErrorCode.Validation,
    message: IdentityMessages.loginLinkInvalid,
    fields: { token: IdentityMessages.loginLinkInvalid },
  });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function storedLinks(userId: string) {
  const { rows } = await identity.sql.query<{ token_hash: string; expires_at: Date; used_at: Date | null }>(
    'SELECT token_hash, expires_at, used_at FROM login_link_tokens WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows;
}

/** The sign-in link events written for the user, oldest first (read straight from the outbox). */
async function linkEvents(userId: string) {
  const { rows } = await identity.sql.query<{ envelope: { payload: unknown } }>(
    `SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2
      ORDER BY created_at, id`,
    [LoginLinkRequestedEvent.subject, userId],
  );
  return rows.map((row) => LoginLinkRequestedEvent.payload.parse(row.envelope.payload));
}

async function lastLoginAt(userId: string): Promise<Date | null> {
  const { rows } = await identity.sql.query<{ last_login_at: Date | null }>(
    'SELECT last_login_at FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.last_login_at ?? null;
}

describe('one-time sign-in links', () => {
  it('stores only the hash of the e-mailed token, valid for 15 minutes, and signs in once', async () => {
    const { user } = await signUp();
    expect(await requestLink(user.email.toUpperCase())).toEqual({ accepted: true });
    const [event] = await linkEvents(user.id);
    expect(event).toMatchObject({ userId: user.id, email: user.email });
    const [stored] = await storedLinks(user.id);
    expect(stored!.token_hash).toBe(sha256(event!.token));
    expect(stored!.token_hash).not.toContain(event!.token);
    expect(stored!.expires_at.toISOString()).toBe(event!.expiresAt);
    const lifetime = stored!.expires_at.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(14 * MINUTE_MS);
    expect(lifetime).toBeLessThanOrEqual(15 * MINUTE_MS);

    const before = await lastLoginAt(user.id);
    const session = await signIn(event!.token);
    expect(session.user).toMatchObject({ id: user.id, email: user.email });
    expect(session.refreshToken.length).toBeGreaterThanOrEqual(32);
    const after = await lastLoginAt(user.id);
    expect(after).not.toBeNull();
    expect(after!.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
    expect((await storedLinks(user.id))[0]!.used_at).not.toBeNull();

    await refusedAsInvalid(signIn(event!.token));
  });

  it('refuses a link once it has expired', async () => {
    const { user } = await signUp();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    await requestLink(user.email);
    const [event] = await linkEvents(user.id);
    vi.setSystemTime(Date.now() + 15 * MINUTE_MS + 1_000);
    await refusedAsInvalid(signIn(event!.token));
    expect((await storedLinks(user.id))[0]!.used_at).toBeNull();
  });

  it('refuses an unknown token', async () => {
    await refusedAsInvalid(signIn('x'.repeat(43)));
  });

  it('sends at most one link per account per interval, and nothing for an unknown address', async () => {
    const { user } = await signUp();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    for (let attempt = 0; attempt < 5; attempt += 1) await requestLink(user.email);
    expect(await linkEvents(user.id)).toHaveLength(1);
    vi.setSystemTime(Date.now() + INTERVAL_SECONDS * 1000 + 1_000);
    await requestLink(user.email);
    const events = await linkEvents(user.id);
    expect(events).toHaveLength(2);

    // Signing in with one link spends the other one too.
    await signIn(events[1]!.token);
    await refusedAsInvalid(signIn(events[0]!.token));

    const unknown = uniqueEmail('nobody');
    expect(await requestLink(unknown)).toEqual({ accepted: true });
    const { rows } = await identity.sql.query(
      `SELECT 1 FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'email' = $2`,
      [LoginLinkRequestedEvent.subject, unknown],
    );
    expect(rows).toHaveLength(0);
  });

  it('sends no link to a cancelled account', async () => {
    const { user } = await signUp();
    await identity.sql.query(`UPDATE users SET status = 'cancelled' WHERE id = $1`, [user.id]);
    await requestLink(user.email);
    expect(await linkEvents(user.id)).toHaveLength(0);
  });

  it('is void once the password is changed, or the address it went to is no longer the account’s', async () => {
    const changed = await signUp();
    await requestLink(changed.user.email);
    await identity.app.get(PasswordService).change(
      ChangePasswordRpc.request.parse({
        userId: changed.user.id,
        sessionId: changed.sessionId,
        currentPassword: TEST_PASSWORD,
        newPassword: 'a different long passphrase',
      }),
    );
    await refusedAsInvalid(signIn((await linkEvents(changed.user.id))[0]!.token));

    const moved = await signUp();
    await requestLink(moved.user.email);
    const emailChanges = identity.app.get(EmailChangeService);
    await emailChanges.request(
      RequestEmailChangeRpc.request.parse({
        userId: moved.user.id,
        currentPassword: TEST_PASSWORD,
        newEmail: uniqueEmail('moved'),
      }),
    );
    const { rows } = await identity.sql.query<{ envelope: { payload: unknown } }>(
      `SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2`,
      [EmailChangeRequestedEvent.subject, moved.user.id],
    );
    const { token } = EmailChangeRequestedEvent.payload.parse(rows[0]!.envelope.payload);
    await emailChanges.confirm(ConfirmEmailChangeRpc.request.parse({ token }));
    await refusedAsInvalid(signIn((await linkEvents(moved.user.id))[0]!.token));
  });
});
