import {
  ChangePasswordRpc,
  ConfirmEmailChangeRpc,
  EmailChangeRequestedEvent,
  ErrorCode,
  IdentityMessages,
  LoginLinkRequestedEvent,
  LoginWithLinkRpc,
  PasswordResetRequestedEvent,
  RequestEmailChangeRpc,
  RequestLoginLinkRpc,
  RequestPasswordResetRpc,
  ResetPasswordRpc,
  SignupRpc,
} from '@hirerelay/contracts';
import { expectRefusal, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { Transactions } from '../../src/database.js';
import { EmailChangeService } from '../../src/email-change/email-change.service.js';
import { PasswordService } from '../../src/password/password.service.js';
import { AccountAccess } from '../../src/users/account-access.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

/*
 * The one preamble of the sign-in link, password and e-mail change features (AccountAccess: find the
 * account, go on only while it may be used) and their one ending (OutstandingLinks: a changed
 * credential ends every link still out), through the features' own services.
 */

let identity: IdentityModule;
let access: AccountAccess;
let auth: AuthService;
let passwords: PasswordService;
let emailChanges: EmailChangeService;

beforeAll(async () => {
  // No interval between sign-in links: each test asks for the links it needs.
  identity = await startIdentityModule({ LOGIN_LINK_EMAIL_INTERVAL_SECONDS: '0' });
  access = identity.app.get(AccountAccess);
  auth = identity.app.get(AuthService);
  passwords = identity.app.get(PasswordService);
  emailChanges = identity.app.get(EmailChangeService);
});
afterAll(async () => {
  await identity?.close();
});

const signUp = (email = uniqueEmail('access')) =>
  auth.signup(SignupRpc.request.parse({ email, password: TEST_PASSWORD, smsConsent: false }));
const cancel = (userId: string) =>
  identity.sql.query(`UPDATE users SET status = 'cancelled' WHERE id = $1`, [userId]);

/** The tokens of the events of one kind written for the user, oldest first (from the outbox). */
async function tokensOf(
  event:
    typeof LoginLinkRequestedEvent | typeof PasswordResetRequestedEvent | typeof EmailChangeRequestedEvent,
  userId: string,
): Promise<string[]> {
  const { rows } = await identity.sql.query<{ envelope: { payload: unknown } }>(
    `SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2
      ORDER BY created_at, id`,
    [event.subject, userId],
  );
  return rows.map((row) => (event.payload.parse(row.envelope.payload) as { token: string }).token);
}

/** A sign-in link, a password reset and an e-mail change, each asked for and not used yet. */
async function linksOutFor(user: { id: string; email: string }) {
  await auth.requestLoginLink(RequestLoginLinkRpc.request.parse({ email: user.email }));
  await passwords.requestReset(RequestPasswordResetRpc.request.parse({ email: user.email }));
  await emailChanges.request(
    RequestEmailChangeRpc.request.parse({
      userId: user.id,
      currentPassword: TEST_PASSWORD,
      newEmail: uniqueEmail('elsewhere'),
    }),
  );
  return {
    login: (await tokensOf(LoginLinkRequestedEvent, user.id)).at(-1)!,
    reset: (await tokensOf(PasswordResetRequestedEvent, user.id)).at(-1)!,
    emailChange: (await tokensOf(EmailChangeRequestedEvent, user.id)).at(-1)!,
  };
}

/** The reset and e-mail change links refused as invalid (or expired). */
async function expectLinksRefused(links: { reset: string; emailChange: string }) {
  await expectRefusal(
    passwords.reset(
      ResetPasswordRpc.request.parse({ token: links.reset, password: 'yet another passphrase' }),
    ),
    { code: ErrorCode.Validation, message: IdentityMessages.resetLinkInvalid },
  );
  await expectRefusal(
    emailChanges.confirm(ConfirmEmailChangeRpc.request.parse({ token: links.emailChange })),
    { code: ErrorCode.Validation, message: IdentityMessages.emailChangeLinkInvalid },
  );
}

/** Every link refused: the sign-in link too. */
async function expectAllVoid(links: { login: string; reset: string; emailChange: string }) {
  await expectRefusal(
    auth.loginWithLink(
      LoginWithLinkRpc.request.parse({ token: links.login, userAgent: 'test', ip: '192.0.2.1' }),
    ),
    { code: ErrorCode.Validation, message: IdentityMessages.loginLinkInvalid },
  );
  await expectLinksRefused(links);
}

describe('finding a usable account', () => {
  it('finds the account by its address as typed, and never a cancelled one', async () => {
    const { user } = await signUp();
    expect((await access.usableByEmail(`  ${user.email.toUpperCase()} `))?.id).toBe(user.id);
    expect(await access.usableByEmail(uniqueEmail('nobody'))).toBeNull();
    const tx = identity.app.get(Transactions);
    expect(await tx.run((t) => access.lockUsable(t, user.id))).toBe(true);

    await cancel(user.id);
    expect(await access.usableByEmail(user.email)).toBeNull();
    expect(await tx.run((t) => access.usableInTx(t, user.id))).toBeNull();
    expect(await tx.run((t) => access.lockUsable(t, user.id))).toBe(false);
  });

  it('sends a cancelled account no sign-in link and no reset, and refuses its e-mail change', async () => {
    const { user } = await signUp();
    await cancel(user.id);
    expect(await auth.requestLoginLink(RequestLoginLinkRpc.request.parse({ email: user.email }))).toEqual({
      accepted: true,
    });
    expect(
      await passwords.requestReset(RequestPasswordResetRpc.request.parse({ email: user.email })),
    ).toEqual({
      accepted: true,
    });
    expect(await tokensOf(LoginLinkRequestedEvent, user.id)).toEqual([]);
    expect(await tokensOf(PasswordResetRequestedEvent, user.id)).toEqual([]);
    await expectRefusal(
      emailChanges.request(
        RequestEmailChangeRpc.request.parse({
          userId: user.id,
          currentPassword: TEST_PASSWORD,
          newEmail: uniqueEmail('elsewhere'),
        }),
      ),
      { code: ErrorCode.Unauthenticated, message: IdentityMessages.sessionExpired },
    );
  });

  it('refuses the links of an account cancelled after they were sent', async () => {
    const { user } = await signUp();
    const links = await linksOutFor(user);
    await cancel(user.id);
    await expectLinksRefused(links);
  });
});

describe('a changed credential', () => {
  it('a password change ends every link still out', async () => {
    const { user, sessionId } = await signUp();
    const links = await linksOutFor(user);
    await passwords.change(
      ChangePasswordRpc.request.parse({
        userId: user.id,
        sessionId,
        currentPassword: TEST_PASSWORD,
        newPassword: 'a different long passphrase',
      }),
    );
    await expectAllVoid(links);
  });

  it('a password reset ends every other link still out', async () => {
    const { user } = await signUp();
    const links = await linksOutFor(user);
    await passwords.requestReset(RequestPasswordResetRpc.request.parse({ email: user.email }));
    const used = (await tokensOf(PasswordResetRequestedEvent, user.id)).at(-1)!;
    await passwords.reset(
      ResetPasswordRpc.request.parse({ token: used, password: 'a reset long passphrase' }),
    );
    await expectAllVoid(links);
  });

  it('a confirmed e-mail change ends every other link still out', async () => {
    const { user } = await signUp();
    const links = await linksOutFor(user);
    await emailChanges.request(
      RequestEmailChangeRpc.request.parse({
        userId: user.id,
        currentPassword: TEST_PASSWORD,
        newEmail: uniqueEmail('moved'),
      }),
    );
    const used = (await tokensOf(EmailChangeRequestedEvent, user.id)).at(-1)!;
    await emailChanges.confirm(ConfirmEmailChangeRpc.request.parse({ token: used }));
    await expectAllVoid(links);
  });
});
