import {
  ChangePasswordRpc,
  ConfirmEmailChangeRpc,
  PasswordResetRequestedEvent,
  EmailChangeRequestedEvent,
  ErrorCode,
  IdentityMessages,
  LoginRpc,
  RequestEmailChangeRpc,
  RequestPasswordResetRpc,
  ResetPasswordRpc,
  SignupRpc,
  type RpcRequest,
} from '@hirerelay/contracts';
import { expectRefusal, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { EmailChangeService } from '../../src/email-change/email-change.service.js';
import { PasswordService } from '../../src/password/password.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

const PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
let identity: IdentityModule;
let auth: AuthService;
let emailChanges: EmailChangeService;

beforeAll(async () => {
  identity = await startIdentityModule({ EMAIL_CHANGE_REQUESTS_PER_HOUR: String(PER_HOUR) });
  auth = identity.app.get(AuthService);
  emailChanges = identity.app.get(EmailChangeService);
});
afterAll(async () => {
  await identity?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const signUp = (email = uniqueEmail('change')) =>
  auth.signup(SignupRpc.request.parse({ email, password: TEST_PASSWORD, smsConsent: false }));

const requestChange = (request: RpcRequest<typeof RequestEmailChangeRpc>) =>
  emailChanges.request(RequestEmailChangeRpc.request.parse(request));
const confirm = (token: string) => emailChanges.confirm(ConfirmEmailChangeRpc.request.parse({ token }));
const logIn = (email: string) => auth.login(LoginRpc.request.parse({ email, password: TEST_PASSWORD }));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function storedEmail(userId: string): Promise<string | undefined> {
  const { rows } = await identity.sql.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.email;
}

async function storedRequests(userId: string) {
  const { rows } = await identity.sql.query<{
    new_email: string;
    token_hash: string;
    expires_at: Date;
    used_at: Date | null;
  }>(
    `SELECT new_email, token_hash, expires_at, used_at FROM email_change_requests
      WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows;
}

/** The events written for the user, oldest first (the outbox is read straight from the table). */
async function requestedEvents(userId: string) {
  const { rows } = await identity.sql.query<{ envelope: { payload: unknown } }>(
    `SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2
      ORDER BY created_at, id`,
    [EmailChangeRequestedEvent.subject, userId],
  );
  return rows.map((row) => EmailChangeRequestedEvent.payload.parse(row.envelope.payload));
}

/** The reset links e-mailed to the user (their events, oldest first). */
async function resetTokens(userId: string): Promise<string[]> {
  const { rows } = await identity.sql.query<{ envelope: { payload: unknown } }>(
    `SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2
      ORDER BY created_at, id`,
    [PasswordResetRequestedEvent.subject, userId],
  );
  return rows.map((row) => PasswordResetRequestedEvent.payload.parse(row.envelope.payload).token);
}

async function latestToken(userId: string): Promise<string> {
  const token = (await requestedEvents(userId)).at(-1)?.token;
  if (!token) throw new Error('no e-mail change event');
  return token;
}

describe('asking to change the e-mail', () => {
  it('stores a hashed, 24-hour request and the event for both e-mails, and changes nothing yet', async () => {
    const { user } = await signUp();
    const newEmail = uniqueEmail('new');
    const before = Date.now();
    const reply = await requestChange({
      userId: user.id,
      currentPassword: TEST_PASSWORD,
      newEmail: `  ${newEmail.toUpperCase()} `,
    });

    // Normalized as signup does: trimmed and lower-case.
    expect(reply.newEmail).toBe(newEmail);
    const expiresAt = Date.parse(reply.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(24 * HOUR_MS - 1_000);
    expect(expiresAt - before).toBeLessThanOrEqual(24 * HOUR_MS + 5_000);

    const [event] = await requestedEvents(user.id);
    expect(event).toMatchObject({
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      expiresAt: reply.expiresAt,
    });
    const rows = await storedRequests(user.id);
    expect(rows).toHaveLength(1);
    // Only the token's SHA-256 is kept.
    expect(rows[0]).toMatchObject({ new_email: newEmail, token_hash: sha256(event!.token), used_at: null });
    expect(rows[0]!.token_hash).not.toContain(event!.token);
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it("refuses a wrong current password with change-password's text, and stores nothing", async () => {
    const { user } = await signUp();
    await expectRefusal(
      requestChange({ userId: user.id, currentPassword: 'not the password', newEmail: uniqueEmail() }),
      {
        code: ErrorCode.Validation,
        message: IdentityMessages.currentPasswordWrong,
        fields: { currentPassword: 'Current password is incorrect' },
      },
    );
    expect(await storedRequests(user.id)).toEqual([]);
    expect(await requestedEvents(user.id)).toEqual([]);
  });

  it('refuses the address the account already has, however it is written', async () => {
    const { user } = await signUp();
    await expectRefusal(
      requestChange({
        userId: user.id,
        currentPassword: TEST_PASSWORD,
        newEmail: ` ${user.email.toUpperCase()}`,
      }),
      {
        code: ErrorCode.Validation,
        message: 'This is already your email address',
        fields: { newEmail: IdentityMessages.emailUnchanged },
      },
    );
    expect(await storedRequests(user.id)).toEqual([]);
  });

  it("refuses an address another account has with signup's refusal, only after the password matched", async () => {
    const { user: other } = await signUp();
    const { user } = await signUp();
    // Without the password nothing is said about the address.
    await expectRefusal(
      requestChange({ userId: user.id, currentPassword: 'a wrong guess', newEmail: other.email }),
      { code: ErrorCode.Validation, message: IdentityMessages.currentPasswordWrong },
    );
    await expectRefusal(
      requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: other.email.toUpperCase() }),
      {
        code: ErrorCode.Conflict,
        message: 'An account with this email already exists',
        fields: { newEmail: IdentityMessages.emailTaken },
      },
    );
    expect(await storedRequests(user.id)).toEqual([]);
  });

  it(`allows ${String(PER_HOUR)} requests per account an hour, then refuses without storing or sending`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const { user } = await signUp();
    for (let i = 0; i < PER_HOUR; i += 1) {
      await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail() });
    }
    await expectRefusal(
      requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail() }),
      { code: ErrorCode.RateLimited, message: IdentityMessages.emailChangeTooMany },
    );
    expect(await storedRequests(user.id)).toHaveLength(PER_HOUR);
    expect(await requestedEvents(user.id)).toHaveLength(PER_HOUR);
    // Another account has its own allowance.
    const { user: other } = await signUp();
    await requestChange({ userId: other.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail() });

    vi.setSystemTime(Date.now() + HOUR_MS + 1_000);
    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail() });
    expect(await storedRequests(user.id)).toHaveLength(PER_HOUR + 1);
  });

  it('counts concurrent requests of one account one after another', async () => {
    const { user } = await signUp();
    const results = await Promise.allSettled(
      Array.from({ length: PER_HOUR + 2 }, () =>
        requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail() }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(PER_HOUR);
    expect(await storedRequests(user.id)).toHaveLength(PER_HOUR);
  });
});

describe('opening the confirmation link', () => {
  it('applies the new address, keeps the sessions, and the account signs in with it only', async () => {
    const { user, sessionId } = await signUp();
    const newEmail = uniqueEmail('confirmed');
    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail });

    expect(await confirm(await latestToken(user.id))).toEqual({ userId: user.id, email: newEmail });
    expect(await storedEmail(user.id)).toBe(newEmail);
    expect((await auth.getSession({ sessionId })).active).toBe(true);
    expect((await logIn(newEmail)).user.id).toBe(user.id);
    await expectRefusal(logIn(user.email), {
      code: ErrorCode.Unauthenticated,
      message: IdentityMessages.invalidCredentials,
    });
    // The old address is free again.
    expect((await signUp(user.email)).user.id).not.toBe(user.id);
  });

  it('works once: the same link again is refused and changes nothing', async () => {
    const { user } = await signUp();
    const newEmail = uniqueEmail('once');
    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail });
    const token = await latestToken(user.id);
    await confirm(token);
    const refusal = {
      code: ErrorCode.Validation,
      message: 'This email confirmation link is invalid or has expired.',
      fields: { token: IdentityMessages.emailChangeLinkInvalid },
    };
    await expectRefusal(confirm(token), refusal);
    // Two tabs opening one link at once: one applies it.
    const { user: second } = await signUp();
    await requestChange({ userId: second.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail('tabs') });
    const secondToken = await latestToken(second.id);
    const both = await Promise.allSettled([confirm(secondToken), confirm(secondToken)]);
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    await expectRefusal(confirm('an unknown token of the right length aaaaaaaaaaa'), refusal);
  });

  it('is refused after 24 hours, and the account keeps its address', async () => {
    const { user } = await signUp();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.now() - 24 * HOUR_MS - 60_000) });
    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail('late') });
    vi.useRealTimers();
    await expectRefusal(confirm(await latestToken(user.id)), {
      code: ErrorCode.Validation,
      message: IdentityMessages.emailChangeLinkInvalid,
    });
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('leaves only the latest link working when the user asked again', async () => {
    const { user } = await signUp();
    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail('first') });
    const first = await latestToken(user.id);
    const secondEmail = uniqueEmail('second');
    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: secondEmail });
    await expectRefusal(confirm(first), { code: ErrorCode.Validation });
    expect((await confirm(await latestToken(user.id))).email).toBe(secondEmail);
  });

  it('is refused when the address was taken meanwhile; the link stays unused and nothing changes', async () => {
    const { user } = await signUp();
    const wanted = uniqueEmail('wanted');
    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: wanted });
    await signUp(wanted);
    await expectRefusal(confirm(await latestToken(user.id)), {
      code: ErrorCode.Conflict,
      message: IdentityMessages.emailTaken,
    });
    expect(await storedEmail(user.id)).toBe(user.email);
    expect((await storedRequests(user.id))[0]!.used_at).toBeNull();
  });

  it('gives an address two accounts confirm at the same moment to one of them (the unique index decides)', async () => {
    const wanted = uniqueEmail('race');
    const { user: a } = await signUp();
    const { user: b } = await signUp();
    await requestChange({ userId: a.id, currentPassword: TEST_PASSWORD, newEmail: wanted });
    await requestChange({ userId: b.id, currentPassword: TEST_PASSWORD, newEmail: wanted });
    const [tokenA, tokenB] = [await latestToken(a.id), await latestToken(b.id)];

    const results = await Promise.allSettled([confirm(tokenA), confirm(tokenB)]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    await expectRefusal(Promise.reject((lost[0] as PromiseRejectedResult).reason), {
      code: ErrorCode.Conflict,
      message: IdentityMessages.emailTaken,
    });
    const emails = [await storedEmail(a.id), await storedEmail(b.id)];
    expect(emails.filter((email) => email === wanted)).toHaveLength(1);
    expect(emails).toContain(results[0]!.status === 'fulfilled' ? b.email : a.email);
  });

  it('is refused for a cancelled account', async () => {
    const { user } = await signUp();
    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail('gone') });
    await identity.sql.query(`UPDATE users SET status = 'cancelled' WHERE id = $1`, [user.id]);
    await expectRefusal(confirm(await latestToken(user.id)), {
      code: ErrorCode.Validation,
      message: IdentityMessages.emailChangeLinkInvalid,
    });
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('is refused once the password was changed after the request (whoever asked must not finish it)', async () => {
    const { user, sessionId } = await signUp();
    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail('stale') });
    await identity.app.get(PasswordService).change(
      ChangePasswordRpc.request.parse({
        userId: user.id,
        sessionId,
        currentPassword: TEST_PASSWORD,
        newPassword: 'a different long passphrase',
      }),
    );
    await expectRefusal(confirm(await latestToken(user.id)), {
      code: ErrorCode.Validation,
      message: IdentityMessages.emailChangeLinkInvalid,
    });
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('voids the reset links sent to the old address: once confirmed, none of them sets a password', async () => {
    const { user } = await signUp();
    const passwords = identity.app.get(PasswordService);
    await passwords.requestReset(RequestPasswordResetRpc.request.parse({ email: user.email }));
    const [resetToken] = await resetTokens(user.id);
    expect(resetToken).toBeDefined();

    await requestChange({ userId: user.id, currentPassword: TEST_PASSWORD, newEmail: uniqueEmail('moved') });
    await confirm(await latestToken(user.id));

    await expectRefusal(
      passwords.reset(
        ResetPasswordRpc.request.parse({ token: resetToken, password: 'taken back by the old inbox' }),
      ),
      { code: ErrorCode.Validation },
    );
    const { rows } = await identity.sql.query<{ unused: number }>(
      'SELECT count(*)::int AS unused FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL',
      [user.id],
    );
    expect(rows[0]!.unused).toBe(0);
  });
});
