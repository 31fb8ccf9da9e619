import { randomUUID } from 'node:crypto';
import {
  ChangePasswordRpc,
  ErrorCode,
  GetSessionRpc,
  GetSessionUserRpc,
  IdentityMessages,
  LoginRpc,
  LogoutRpc,
  PasswordResetRequestedEvent,
  RefreshSessionRpc,
  RequestPasswordResetRpc,
  ResetPasswordRpc,
  SignupRpc,
  UpdateUserRpc,
  type TIssuedSession,
} from '@hirerelay/contracts';
import { MSG_PASSWORD_TOO_COMMON, MSG_PASSWORD_TOO_SHORT } from '@hirerelay/domain';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import {
  expectRefusal,
  rawRequest,
  signup,
  startIdentityProcess,
  type IdentityHarness,
} from '../support/identity-process.js';

const backing = inject('backing');
const adminEmail = uniqueEmail('listed-admin');
const actingAdminEmail = uniqueEmail('acting-admin');
let identity: IdentityHarness;
let actingAdminId: string;

beforeAll(async () => {
  // Not the shared system: it starts only what it checks (identity), with settings of its own.
  identity = await startIdentityProcess(backing, 'identity-accounts', {
    ADMIN_EMAILS: `unused@example.com, ${adminEmail.toUpperCase()},${actingAdminEmail}`,
  });
  actingAdminId = (await signup(identity.rpc, { email: actingAdminEmail })).user.id;
});

afterAll(async () => {
  await identity?.stop();
});

/** A refresh that must succeed (not be refused as reuse). */
async function refreshIssued(refreshToken: string): Promise<TIssuedSession> {
  const result = await identity.rpc.request(RefreshSessionRpc, { refreshToken });
  if ('reuseDetected' in result) throw new Error(`refresh refused as reuse: ${JSON.stringify(result)}`);
  return result;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function latestResetEvent(email: string) {
  const { rows } = await identity.db.query<{
    subject: string;
    envelope: { payload: Record<string, string> };
  }>(
    `SELECT subject, envelope FROM outbox_events
      WHERE envelope->'payload'->>'email' = $1 ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  return rows[0];
}

async function requestResetToken(email: string): Promise<string> {
  await identity.rpc.request(RequestPasswordResetRpc, { email });
  const event = await latestResetEvent(email);
  expect(event).toBeDefined();
  return event!.envelope.payload.token!;
}

describe('signup', () => {
  it('creates the account with an empty profile and signs it in', async () => {
    const email = uniqueEmail('Signup');
    const session = await identity.rpc.request(SignupRpc, {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      smsConsent: true,
      userAgent: 'vitest',
      ip: '203.0.113.9',
    });
    expect(session.user).toMatchObject({
      email: email.toLowerCase(),
      role: 'user',
      status: 'active',
      fullName: null,
      onboardingCompleted: false,
    });
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(session.refreshExpiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const { rows } = await identity.db.query(
      `SELECT u.email, u.password_hash, u.sms_consent, p.user_id AS profile, s.user_agent, s.ip
         FROM users u JOIN profiles p ON p.user_id = u.id JOIN sessions s ON s.user_id = u.id
        WHERE u.id = $1`,
      [session.user.id],
    );
    expect(rows[0]).toMatchObject({
      email: email.toLowerCase(),
      sms_consent: true,
      profile: session.user.id,
      user_agent: 'vitest',
      ip: '203.0.113.9',
    });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const tokens = await identity.db.query('SELECT token_hash FROM refresh_tokens WHERE family_id = $1', [
      session.sessionId,
    ]);
    expect(tokens.rows).toEqual([{ token_hash: sha256(session.refreshToken) }]);
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    await signup(identity.rpc, { email });
    await expectRefusal(signup(identity.rpc, { email: email.toUpperCase() }), {
      code: ErrorCode.Conflict,
      message: IdentityMessages.emailTaken,
    });
  });

  it('refuses a short or common password with the domain message, in the service itself', async () => {
    const short = await rawRequest(identity.nc, SignupRpc, {
      email: uniqueEmail(),
      password: 'tiny',
      smsConsent: false,
    });
    expect(short).toMatchObject({ code: ErrorCode.Validation, fields: { password: MSG_PASSWORD_TOO_SHORT } });
    const email = uniqueEmail();
    const common = await rawRequest(identity.nc, SignupRpc, {
      email,
      password: 'Password123',
      smsConsent: false,
    });
    expect(common).toMatchObject({
      code: ErrorCode.Validation,
      fields: { password: MSG_PASSWORD_TOO_COMMON },
    });
    const { rowCount } = await identity.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rowCount).toBe(0);
  });

  it('makes an address listed in ADMIN_EMAILS an admin', async () => {
    const session = await signup(identity.rpc, { email: adminEmail });
    expect(session.user.role).toBe('admin');
    expect((await signup(identity.rpc)).user.role).toBe('user');
  });
});

describe('login', () => {
  it('signs in with the right password, whatever the address case, and records the time', async () => {
    const email = uniqueEmail();
    const { user } = await signup(identity.rpc, { email });
    const session = await identity.rpc.request(LoginRpc, {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(session.user.id).toBe(user.id);
    const { rows } = await identity.db.query('SELECT last_login_at FROM users WHERE id = $1', [user.id]);
    expect(Date.now() - rows[0].last_login_at.getTime()).toBeLessThan(60_000);
  });

  it('gives a wrong password and an unknown address the same refusal', async () => {
    const email = uniqueEmail();
    await signup(identity.rpc, { email });
    const expected = { code: ErrorCode.Unauthenticated, message: IdentityMessages.invalidCredentials };
    const wrong = await expectRefusal(
      identity.rpc.request(LoginRpc, { email, password: `${TEST_PASSWORD}!` }),
      expected,
    );
    const unknown = await expectRefusal(
      identity.rpc.request(LoginRpc, { email: uniqueEmail('nobody'), password: TEST_PASSWORD }),
      expected,
    );
    expect(unknown.fields).toEqual(wrong.fields);
  });

  it('refuses a cancelled account, but only once the password matched', async () => {
    const email = uniqueEmail();
    const { user } = await signup(identity.rpc, { email });
    await identity.rpc.request(UpdateUserRpc, {
      userId: user.id,
      actorId: actingAdminId,
      status: 'cancelled',
    });
    await expectRefusal(identity.rpc.request(LoginRpc, { email, password: TEST_PASSWORD }), {
      code: ErrorCode.Forbidden,
      message: IdentityMessages.accountDisabled,
    });
    await expectRefusal(identity.rpc.request(LoginRpc, { email, password: 'not-the-password' }), {
      code: ErrorCode.Unauthenticated,
      message: IdentityMessages.invalidCredentials,
    });
  });
});

describe('sessions', () => {
  const expired = { code: ErrorCode.Unauthenticated, message: IdentityMessages.sessionExpired };

  it('rotates the refresh token within the same session', async () => {
    const first = await signup(identity.rpc);
    const second = await refreshIssued(first.refreshToken);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.id).toBe(first.user.id);
    const third = await refreshIssued(second.refreshToken);
    expect(third.sessionId).toBe(first.sessionId);
    expect(await identity.rpc.request(GetSessionRpc, { sessionId: first.sessionId })).toMatchObject({
      active: true,
      user: { id: first.user.id },
    });
  });

  it('ends the whole session when a rotated token is presented again, naming it', async () => {
    const first = await signup(identity.rpc);
    const second = await refreshIssued(first.refreshToken);
    // Past the grace window for two tabs refreshing at once.
    await identity.db.query(
      `UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE family_id = $1 AND used_at IS NOT NULL`,
      [first.sessionId],
    );
    // The refusal names the ended session, so the gateway can refuse its access tokens at once.
    expect(await identity.rpc.request(RefreshSessionRpc, { refreshToken: first.refreshToken })).toEqual({
      reuseDetected: true,
      revokedSessionIds: [first.sessionId],
    });
    await expectRefusal(
      identity.rpc.request(RefreshSessionRpc, { refreshToken: second.refreshToken }),
      expired,
    );
    expect(await identity.rpc.request(GetSessionRpc, { sessionId: first.sessionId })).toEqual({
      active: false,
      user: null,
    });
  });

  it('refuses an unknown or expired refresh token', async () => {
    await expectRefusal(
      identity.rpc.request(RefreshSessionRpc, { refreshToken: randomUUID() + randomUUID() }),
      expired,
    );
    const session = await signup(identity.rpc);
    await identity.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE family_id = $1`,
      [session.sessionId],
    );
    await expectRefusal(
      identity.rpc.request(RefreshSessionRpc, { refreshToken: session.refreshToken }),
      expired,
    );
    expect((await identity.rpc.request(GetSessionRpc, { sessionId: session.sessionId })).active).toBe(false);
  });

  it('logs out by revoking the session, idempotently', async () => {
    const session = await signup(identity.rpc);
    const other = await identity.rpc.request(LoginRpc, {
      email: session.user.email,
      password: TEST_PASSWORD,
    });
    expect(await identity.rpc.request(LogoutRpc, { refreshToken: session.refreshToken })).toEqual({
      sessionId: session.sessionId,
    });
    expect(await identity.rpc.request(LogoutRpc, { refreshToken: session.refreshToken })).toEqual({
      sessionId: session.sessionId,
    });
    await expectRefusal(
      identity.rpc.request(RefreshSessionRpc, { refreshToken: session.refreshToken }),
      expired,
    );
    expect((await identity.rpc.request(GetSessionRpc, { sessionId: session.sessionId })).active).toBe(false);
    // Only that session: the same user's other sign-in goes on.
    expect((await identity.rpc.request(GetSessionRpc, { sessionId: other.sessionId })).active).toBe(true);
    expect(await identity.rpc.request(LogoutRpc, { refreshToken: 'never-issued' })).toEqual({
      sessionId: null,
    });
  });

  it('answers who the session user is', async () => {
    const { user } = await signup(identity.rpc);
    expect(await identity.rpc.request(GetSessionUserRpc, { userId: user.id })).toEqual(user);
    await expectRefusal(identity.rpc.request(GetSessionUserRpc, { userId: randomUUID() }), {
      code: ErrorCode.NotFound,
      message: IdentityMessages.userNotFound,
    });
  });
});

describe('password reset', () => {
  const invalid = {
    code: ErrorCode.Validation,
    message: IdentityMessages.resetLinkInvalid,
    fields: { token: IdentityMessages.resetLinkInvalid },
  };

  it('stores a hashed one-hour token and emits the e-mail event in the same transaction', async () => {
    const email = uniqueEmail();
    const { user } = await signup(identity.rpc, { email });
    expect(await identity.rpc.request(RequestPasswordResetRpc, { email: ` ${email.toUpperCase()}` })).toEqual(
      {
        accepted: true,
      },
    );
    const event = await latestResetEvent(email);
    expect(event?.subject).toBe(PasswordResetRequestedEvent.subject);
    const payload = PasswordResetRequestedEvent.payload.parse(event!.envelope.payload);
    expect(payload).toMatchObject({ userId: user.id, email });
    const { rows } = await identity.db.query(
      'SELECT token_hash, expires_at FROM password_reset_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256(payload.token));
    expect(rows[0].expires_at.toISOString()).toBe(payload.expiresAt);
    expect(Date.parse(payload.expiresAt) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(Date.parse(payload.expiresAt) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('sends at most 3 links an hour per account, even to requests arriving together', async () => {
    const email = uniqueEmail('capped');
    const { user } = await signup(identity.rpc, { email });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => identity.rpc.request(RequestPasswordResetRpc, { email })),
    );
    expect(replies).toEqual(Array.from({ length: 5 }, () => ({ accepted: true })));
    const { rows } = await identity.db.query<{ tokens: number; events: number }>(
      `SELECT (SELECT count(*)::int FROM password_reset_tokens WHERE user_id = $1) AS tokens,
              (SELECT count(*)::int FROM outbox_events WHERE envelope->'payload'->>'email' = $2) AS events`,
      [user.id, email],
    );
    expect(rows[0]).toEqual({ tokens: 3, events: 3 });

    // An hour on, the account may be sent links again.
    await identity.db.query(
      `UPDATE password_reset_tokens SET created_at = now() - interval '61 minutes' WHERE user_id = $1`,
      [user.id],
    );
    await identity.rpc.request(RequestPasswordResetRpc, { email });
    const after = await identity.db.query<{ tokens: number }>(
      `SELECT count(*)::int AS tokens FROM password_reset_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(after.rows[0]).toEqual({ tokens: 4 });
  });

  it('answers the same for an unknown address and stores nothing', async () => {
    const email = uniqueEmail('nobody');
    expect(await identity.rpc.request(RequestPasswordResetRpc, { email })).toEqual({ accepted: true });
    expect(await latestResetEvent(email)).toBeUndefined();
  });

  it('sets the new password once, and ends every session of the user', async () => {
    const email = uniqueEmail();
    const first = await signup(identity.rpc, { email });
    const second = await identity.rpc.request(LoginRpc, { email, password: TEST_PASSWORD });
    const token = await requestResetToken(email);
    const newPassword = 'violet-canyon-88-ember';

    const result = await identity.rpc.request(ResetPasswordRpc, { token, password: newPassword });
    expect(result.userId).toBe(first.user.id);
    expect(result.revokedSessionIds.sort()).toEqual([first.sessionId, second.sessionId].sort());
    await expectRefusal(identity.rpc.request(RefreshSessionRpc, { refreshToken: second.refreshToken }), {
      code: ErrorCode.Unauthenticated,
    });
    await expectRefusal(identity.rpc.request(LoginRpc, { email, password: TEST_PASSWORD }), {
      code: ErrorCode.Unauthenticated,
    });
    await identity.rpc.request(LoginRpc, { email, password: newPassword });

    await expectRefusal(
      identity.rpc.request(ResetPasswordRpc, { token, password: 'another-fine-password-1' }),
      invalid,
    );
    await identity.rpc.request(LoginRpc, { email, password: newPassword });
  });

  it('refuses an expired or unknown link and changes nothing', async () => {
    const email = uniqueEmail();
    await signup(identity.rpc, { email });
    const token = await requestResetToken(email);
    await identity.db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(token)],
    );
    await expectRefusal(
      identity.rpc.request(ResetPasswordRpc, { token, password: 'violet-canyon-88-ember' }),
      invalid,
    );
    await expectRefusal(
      identity.rpc.request(ResetPasswordRpc, { token: 'made-up-token', password: 'violet-canyon-88-ember' }),
      invalid,
    );
    await identity.rpc.request(LoginRpc, { email, password: TEST_PASSWORD });
  });

  it('refuses a weak new password with the domain message', async () => {
    const email = uniqueEmail();
    await signup(identity.rpc, { email });
    const token = await requestResetToken(email);
    const refusal = await rawRequest(identity.nc, ResetPasswordRpc, { token, password: '1234567890' });
    expect(refusal).toMatchObject({
      code: ErrorCode.Validation,
      fields: { password: MSG_PASSWORD_TOO_COMMON },
    });
    // The link was not used up by the refused attempt.
    await identity.rpc.request(ResetPasswordRpc, { token, password: 'violet-canyon-88-ember' });
  });
});

describe('change password', () => {
  it('requires the current password', async () => {
    const session = await signup(identity.rpc);
    await expectRefusal(
      identity.rpc.request(ChangePasswordRpc, {
        userId: session.user.id,
        sessionId: session.sessionId,
        currentPassword: 'not-my-password',
        newPassword: 'violet-canyon-88-ember',
      }),
      {
        code: ErrorCode.Validation,
        message: IdentityMessages.currentPasswordWrong,
        fields: { currentPassword: IdentityMessages.currentPasswordWrong },
      },
    );
    await identity.rpc.request(LoginRpc, { email: session.user.email, password: TEST_PASSWORD });
  });

  it('refuses a weak new password with the domain message', async () => {
    const session = await signup(identity.rpc);
    const refusal = await rawRequest(identity.nc, ChangePasswordRpc, {
      userId: session.user.id,
      sessionId: session.sessionId,
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(refusal).toMatchObject({
      code: ErrorCode.Validation,
      fields: { newPassword: MSG_PASSWORD_TOO_SHORT },
    });
  });

  it('changes it and ends the other sessions, keeping the one that asked', async () => {
    const current = await signup(identity.rpc);
    const email = current.user.email;
    const other = await identity.rpc.request(LoginRpc, { email, password: TEST_PASSWORD });
    const result = await identity.rpc.request(ChangePasswordRpc, {
      userId: current.user.id,
      sessionId: current.sessionId,
      currentPassword: TEST_PASSWORD,
      newPassword: 'violet-canyon-88-ember',
    });
    expect(result.revokedSessionIds).toEqual([other.sessionId]);
    expect((await identity.rpc.request(GetSessionRpc, { sessionId: current.sessionId })).active).toBe(true);
    expect((await identity.rpc.request(GetSessionRpc, { sessionId: other.sessionId })).active).toBe(false);
    await identity.rpc.request(RefreshSessionRpc, { refreshToken: current.refreshToken });
    await expectRefusal(identity.rpc.request(LoginRpc, { email, password: TEST_PASSWORD }), {
      code: ErrorCode.Unauthenticated,
    });
    await identity.rpc.request(LoginRpc, { email, password: 'violet-canyon-88-ember' });
  });
});
