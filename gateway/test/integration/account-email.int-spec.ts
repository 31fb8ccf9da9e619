import {
  HttpSession,
  listMail,
  loggedInSession,
  readLogLines,
  signedUpSession,
  TEST_PASSWORD,
  testLogDir,
  uniqueEmail,
  waitFor,
  waitForMail,
  useSharedSystemBehindOwnGateway,
  type SharedSystem,
} from '@hirerelay/testing';
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

const shared = inject('shared');
const logDir = testLogDir('gateway-account-email');
const CONFIRM_SUBJECT = 'Confirm your new HireRelay email address';
const NOTICE_SUBJECT = 'Your HireRelay email address is about to change';
/** Above identity's cap per account (3 an hour), so both limits can be seen. */
const GATEWAY_LIMIT = 4;
let system: SharedSystem;

// A gateway of its own (its own e-mail change limit) in front of the shared services.
useSharedSystemBehindOwnGateway(
  shared,
  { logDir, env: { RATE_LIMIT_EMAIL_CHANGE: `${String(GATEWAY_LIMIT)}/900` } },
  (ready) => (system = ready),
);

const requestChange = (session: HttpSession, body: { currentPassword: string; newEmail: string }) =>
  session.post<{ newEmail?: string; expiresAt?: string; error?: unknown }>('/api/account/email-change', body);

const confirm = (session: HttpSession, token: string) =>
  session.post<{ email?: string; error?: unknown }>('/api/account/email-change/confirm', { token });

/** The token of the confirmation link in the e-mail to `to`. */
async function confirmationToken(to: string): Promise<string> {
  const mail = await waitForMail(system.backing.MAIL_INBOX_URL, {
    to,
    subjectIncludes: CONFIRM_SUBJECT,
    timeoutMs: 20_000,
  });
  const match = /\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return decodeURIComponent(match[1]!);
}

describe('changing the e-mail through the gateway', () => {
  it('e-mails the link to the new address and a notice to the old; the link applies it, sessions stay', async () => {
    const account = await signedUpSession(system.url);
    const other = await loggedInSession(system.url, account);
    const newEmail = uniqueEmail('moved');

    const asked = await requestChange(account.session, { currentPassword: TEST_PASSWORD, newEmail });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ newEmail });
    expect(Date.parse(asked.body.expiresAt!)).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);

    const token = await confirmationToken(newEmail);
    const notice = await waitForMail(system.backing.MAIL_INBOX_URL, { to: account.email, timeoutMs: 20_000 });
    expect(notice.subject).toBe(NOTICE_SUBJECT);
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain(token);
    expect(notice.text).not.toContain('/confirm-email');
    // Nothing changes before the link is opened.
    expect((await account.session.get<{ user: { email: string } }>('/api/me')).body.user.email).toBe(
      account.email,
    );

    // Opened in a browser that is signed out (the new mailbox may be read anywhere).
    const stranger = new HttpSession(system.url);
    const confirmed = await confirm(stranger, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: newEmail });
    expect(confirmed.headers.get('cache-control')).toBe('no-store');

    // Both sessions of the account go on, now with the new address.
    for (const session of [account.session, other.session]) {
      const me = await session.get<{ user: { email: string } }>('/api/me');
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(newEmail);
    }
    const withNew = await new HttpSession(system.url).post('/api/auth/login', {
      email: newEmail,
      password: TEST_PASSWORD,
    });
    expect(withNew.status).toBe(200);
    const withOld = await new HttpSession(system.url).post('/api/auth/login', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(withOld.status).toBe(401);

    // Single use: opening the link again (signed in this time) is refused.
    const again = await confirm(account.session, token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'This email confirmation link is invalid or has expired.',
        fields: { token: 'This email confirmation link is invalid or has expired.' },
      },
    });

    // Each e-mail went out once (how notifications records them: its service tier,
    // email-change-email.svc-spec.ts).
    expect((await listMail(system.backing.MAIL_INBOX_URL, newEmail)).map((mail) => mail.subject)).toEqual([
      CONFIRM_SUBJECT,
    ]);
    expect(
      (await listMail(system.backing.MAIL_INBOX_URL, account.email)).map((mail) => mail.subject),
    ).toEqual([NOTICE_SUBJECT]);

    // The token reached no log line of the gateway, identity or notifications.
    for (const app of ['gateway', 'identity', 'notifications']) {
      expect(
        fs.readFileSync(`${app === 'gateway' ? logDir : system.logDir}/${app}.log`, 'utf8'),
      ).not.toContain(token);
    }
  });

  it('refuses a wrong password, the same address and a taken one, with nothing sent', async () => {
    const account = await signedUpSession(system.url);
    const taken = await signedUpSession(system.url);

    const wrong = await requestChange(account.session, {
      currentPassword: 'not my password',
      newEmail: uniqueEmail(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Current password is incorrect',
        fields: { currentPassword: 'Current password is incorrect' },
      },
    });

    const same = await requestChange(account.session, {
      currentPassword: TEST_PASSWORD,
      newEmail: account.email.toUpperCase(),
    });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      error: { code: 'VALIDATION', fields: { newEmail: 'This is already your email address' } },
    });

    const conflict = await requestChange(account.session, {
      currentPassword: TEST_PASSWORD,
      newEmail: taken.email,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'An account with this email already exists',
        fields: { newEmail: 'An account with this email already exists' },
      },
    });

    const invalid = await requestChange(account.session, {
      currentPassword: TEST_PASSWORD,
      newEmail: 'not-an-address',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { fields: { newEmail: 'Invalid email address' } } });

    // Nothing was sent for the refusals: a change asked for afterwards is the account's only mail
    // (its e-mails follow the refusals through the same outbox), and the taken address has none.
    expect(
      (await requestChange(account.session, { currentPassword: TEST_PASSWORD, newEmail: uniqueEmail() }))
        .status,
    ).toBe(202);
    await waitForMail(system.backing.MAIL_INBOX_URL, { to: account.email, timeoutMs: 20_000 });
    expect(
      (await listMail(system.backing.MAIL_INBOX_URL, account.email)).map((mail) => mail.subject),
    ).toEqual([NOTICE_SUBJECT]);
    expect(await listMail(system.backing.MAIL_INBOX_URL, taken.email)).toEqual([]);
  });

  it('needs a session and the CSRF token to ask; the confirmation needs the CSRF token too', async () => {
    const anonymous = new HttpSession(system.url);
    const signedOut = await requestChange(anonymous, {
      currentPassword: TEST_PASSWORD,
      newEmail: uniqueEmail(),
    });
    expect(signedOut.status).toBe(401);

    const account = await signedUpSession(system.url);
    const noCsrf = await account.session.request('POST', '/api/account/email-change', {
      json: { currentPassword: TEST_PASSWORD, newEmail: uniqueEmail() },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const confirmNoCsrf = await anonymous.request('POST', '/api/account/email-change/confirm', {
      json: { token: 'x'.repeat(43) },
      csrf: false,
    });
    expect(confirmNoCsrf.status).toBe(403);
    const blank = await confirm(anonymous, '  ');
    expect(blank.status).toBe(400);
  });

  it("is capped per account by identity, and per user by the gateway's rate limit", async () => {
    const account = await signedUpSession(system.url);
    const ask = () =>
      requestChange(account.session, { currentPassword: TEST_PASSWORD, newEmail: uniqueEmail('cap') });
    for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(202);

    const capped = await ask();
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many email change requests. Please try again in an hour.',
      },
    });
    const logged = await waitFor(
      () =>
        readLogLines(`${system.logDir}/identity.log`).find(
          (line) => line.msg === 'e-mail change cap reached; nothing sent' && line.userId === account.id,
        ),
      { description: 'the cap is logged' },
    );
    expect(logged).toMatchObject({ level: 'warn', limitPerHour: 3 });

    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
