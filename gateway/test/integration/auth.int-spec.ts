import {
  HttpSession,
  listMail,
  readLogLines,
  signedUpSession,
  startGateway,
  TEST_PASSWORD,
  testLogDir,
  uniqueEmail,
  waitFor,
  waitForMail,
  useSharedSystemBehindOwnGateway,
  type RunningApp,
  type SharedSystem,
} from '@hirerelay/testing';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

const shared = inject('shared');
const logDir = testLogDir('gateway-auth');
/** Known here so the tests can forge tokens the way an attacker or a clock would. */
const JWT_SECRET = 'auth-int-spec-secret-of-at-least-32-characters';
let system: SharedSystem;

// A gateway of its own (a known signing secret) in front of the shared services.
useSharedSystemBehindOwnGateway(shared, { logDir, env: { JWT_SECRET } }, (ready) => (system = ready));

describe('CSRF protection', () => {
  it('refuses a state-changing request without the token, or with a wrong one', async () => {
    const session = new HttpSession(system.url);
    const missing = await session.request('POST', '/api/auth/login', {
      json: { email: uniqueEmail(), password: TEST_PASSWORD },
      csrf: false,
    });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ error: { code: 'FORBIDDEN' } });

    await session.csrf();
    const wrong = await session.request('POST', '/api/auth/login', {
      json: { email: uniqueEmail(), password: TEST_PASSWORD },
      csrf: false,
      headers: { 'x-csrf-token': 'not-the-cookie-value-at-all-000000' },
    });
    expect(wrong.status).toBe(403);
  });

  it('refuses a token issued for another session, even as an equal cookie and header pair', async () => {
    const a = await signedUpSession(system.url);
    const b = await signedUpSession(system.url);
    const tokenOfA = await a.session.csrf();
    b.session.setCookie('csrf', tokenOfA);
    const forged = await b.session.request('POST', '/api/auth/change-password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
      headers: { 'x-csrf-token': tokenOfA },
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'Invalid or missing CSRF token. Please reload the page and try again.',
      },
    });
    // The refusal brought a token that fits B's session: trying again works.
    expect(b.session.cookie('csrf')!.value).not.toBe(tokenOfA);
    const retried = await b.session.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(retried.status).toBe(200);
  });

  it('re-issues the token when the session starts and ends; the old one stops working', async () => {
    const session = new HttpSession(system.url);
    const signedOut = await session.csrf();
    const signup = await session.post('/api/auth/signup', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(signup.status).toBe(201);
    const signedIn = await session.csrf();
    expect(signedIn).not.toBe(signedOut);

    const withOldToken = await session.request('PATCH', '/api/profile', {
      json: { fullName: 'Ada' },
      headers: { 'x-csrf-token': signedOut },
      csrf: false,
    });
    expect(withOldToken.status).toBe(403);
    // Only the header was stale: the cookie, which fits the session, is left as it was.
    expect(session.cookie('csrf')!.value).toBe(signedIn);
    // GET /api/auth/csrf hands out the session's token rather than a new one each time.
    expect((await session.get<{ token: string }>('/api/auth/csrf')).body.token).toBe(
      session.cookie('csrf')!.value,
    );

    // A refresh keeps the session, and the token with it (a request built a moment ago still fits).
    const current = session.cookie('csrf')!.value;
    expect((await session.post('/api/auth/refresh')).status).toBe(200);
    expect(session.cookie('csrf')!.value).toBe(current);

    expect((await session.post('/api/auth/logout')).status).toBe(204);
    const afterLogout = session.cookie('csrf')!.value;
    expect(afterLogout).not.toBe(current);
    const login = await session.request('POST', '/api/auth/login', {
      json: { email: uniqueEmail(), password: TEST_PASSWORD },
      headers: { 'x-csrf-token': current },
      csrf: false,
    });
    expect(login.status).toBe(403);
  });
});

/**
 * Spends the one sibling token identity hands out for a rotated refresh token (two tabs refreshing
 * at once), so that the next replay of `rotated` can only be a copy in other hands. (A replay after
 * the grace window is the same theft; identity's service tier, refresh-grace.svc-spec.ts, checks
 * the window itself.)
 */
async function spendSibling(rotated: string): Promise<void> {
  const secondTab = new HttpSession(system.url);
  secondTab.setCookie('hr_refresh', rotated, '/api/auth');
  expect((await secondTab.post('/api/auth/refresh')).status).toBe(200);
}

describe('signup, login and sessions', () => {
  it('signs up into httpOnly SameSite cookies and answers /api/me', async () => {
    const { session, email } = await signedUpSession(system.url);
    const access = session.cookie('hr_access');
    const refresh = session.cookie('hr_refresh');
    expect(access?.attributes).toMatch(/HttpOnly/i);
    expect(access?.attributes).toMatch(/SameSite=Lax/i);
    expect(refresh?.attributes).toMatch(/HttpOnly/i);
    expect(refresh?.attributes).toMatch(/SameSite=Strict/i);
    expect(refresh?.path).toBe('/api/auth');

    const me = await session.get<{ user: { email: string; role: string; onboardingCompleted: boolean } }>(
      '/api/me',
    );
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, role: 'user', onboardingCompleted: false });
  });

  it('refuses a short or common password with the policy message, and a taken e-mail', async () => {
    const session = new HttpSession(system.url);
    const short = await session.post('/api/auth/signup', {
      email: uniqueEmail(),
      password: 'short',
      smsConsent: false,
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      error: { code: 'VALIDATION', message: 'Password must be at least 10 characters' },
    });
    const common = await session.post('/api/auth/signup', { email: uniqueEmail(), password: '1234567890' });
    expect(common.status).toBe(400);

    const { email } = await signedUpSession(system.url);
    const taken = await new HttpSession(system.url).post('/api/auth/signup', {
      email,
      password: TEST_PASSWORD,
    });
    expect(taken.status).toBe(409);
  });

  it('keeps passwords within one maximum at signup and at login, with the policy message', async () => {
    const session = new HttpSession(system.url);
    const tooLong = 'long passphrase '.repeat(17);
    const signup = await session.post('/api/auth/signup', { email: uniqueEmail(), password: tooLong });
    expect(signup.status).toBe(400);
    expect(signup.body).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Password must be at most 256 characters',
        fields: { password: 'Password must be at most 256 characters' },
      },
    });
    const login = await session.post('/api/auth/login', { email: uniqueEmail(), password: 'x'.repeat(2000) });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({
      error: { code: 'VALIDATION', fields: { password: 'Password must be at most 256 characters' } },
    });
  });

  it('accepts the same password typed in another Unicode form', async () => {
    const composed = 'cr\u00e8me br\u00fbl\u00e9e forever';
    const { email } = await signedUpSession(system.url, { password: composed.normalize('NFD') });
    const login = await new HttpSession(system.url).post('/api/auth/login', { email, password: composed });
    expect(login.status).toBe(200);
  });

  it('logs in, and refuses a wrong password with one message for every failure', async () => {
    const { email } = await signedUpSession(system.url);
    const session = new HttpSession(system.url);
    const wrong = await session.post('/api/auth/login', { email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
    const unknown = await session.post('/api/auth/login', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(unknown.body).toEqual(wrong.body);

    const ok = await session.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect((await session.get('/api/me')).status).toBe(200);
  });

  it('rotates the refresh token, and a replayed old token ends the whole session', async () => {
    const { session } = await signedUpSession(system.url);
    const original = session.cookie('hr_refresh')!.value;
    const refreshed = await session.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    const rotated = session.cookie('hr_refresh')!.value;
    expect(rotated).not.toBe(original);

    // Replayed after a second tab's simultaneous refresh took its one sibling.
    await spendSibling(original);

    const thief = new HttpSession(system.url);
    thief.setCookie('hr_refresh', original, '/api/auth');
    const replay = await thief.post('/api/auth/refresh');
    expect(replay.status).toBe(401);

    const victim = await session.post('/api/auth/refresh');
    expect(victim.status).toBe(401);
  });

  it('theft detection also ends the access token already issued, at once', async () => {
    const { session } = await signedUpSession(system.url);
    const stolen = session.cookie('hr_refresh')!.value;
    expect((await session.post('/api/auth/refresh')).status).toBe(200);
    expect((await session.get('/api/me')).status).toBe(200);
    await spendSibling(stolen);

    const thief = new HttpSession(system.url);
    thief.setCookie('hr_refresh', stolen, '/api/auth');
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);
    // The victim's access cookie has minutes left, but the session it names has ended.
    const me = await session.get('/api/me');
    expect(me.status).toBe(401);
  });

  it('a rotated token hands out one sibling within the grace window, and a third use ends the session', async () => {
    const { session } = await signedUpSession(system.url);
    const original = session.cookie('hr_refresh')!.value;
    expect((await session.post('/api/auth/refresh')).status).toBe(200);

    const secondTab = new HttpSession(system.url);
    secondTab.setCookie('hr_refresh', original, '/api/auth');
    expect((await secondTab.post('/api/auth/refresh')).status).toBe(200);
    expect((await secondTab.get('/api/me')).status).toBe(200);

    const replay = new HttpSession(system.url);
    replay.setCookie('hr_refresh', original, '/api/auth');
    expect((await replay.post('/api/auth/refresh')).status).toBe(401);
    // No parallel session survives: both holders are signed out.
    expect((await session.get('/api/me')).status).toBe(401);
    expect((await secondTab.get('/api/me')).status).toBe(401);
    expect((await secondTab.post('/api/auth/refresh')).status).toBe(401);
  });

  it('logout ends the session at once, even for the access token still held', async () => {
    const { session } = await signedUpSession(system.url);
    const access = session.cookie('hr_access')!.value;
    expect((await session.post('/api/auth/logout')).status).toBe(204);
    expect(session.cookie('hr_access')).toBeUndefined();

    const replay = new HttpSession(system.url);
    replay.setCookie('hr_access', access, '/api');
    const me = await replay.get('/api/me');
    expect(me.status).toBe(401);
  });

  it('accepts only an HS256 token of this gateway, signed with its key, current and unrevoked', async () => {
    const { session } = await signedUpSession(system.url);
    const claims = JSON.parse(
      Buffer.from(session.cookie('hr_access')!.value.split('.')[1]!, 'base64url').toString(),
    ) as { sub: string; sid: string; role: string; iss: string; exp: number };
    const now = Math.floor(Date.now() / 1000);
    const current = { ...claims, iat: now, exp: now + 300 };
    const meWith = async (token: string) => {
      const caller = new HttpSession(system.url);
      caller.setCookie('hr_access', token, '/api');
      return caller.get('/api/me');
    };
    const signedUp = await meWith(signToken({ alg: 'HS256', typ: 'JWT' }, current));
    expect(signedUp.status).toBe(200);

    const [header, , signature] = signToken({ alg: 'HS256', typ: 'JWT' }, current).split('.');
    const forged = [
      signToken({ alg: 'HS256', typ: 'JWT' }, { ...current, exp: now - 1 }),
      `${header}.${encodeSegment({ ...current, role: 'admin' })}.${signature}`,
      signToken({ alg: 'HS256', typ: 'JWT' }, { ...current, iss: 'someone-else' }),
      signToken({ alg: 'HS256', typ: 'JWT' }, { ...current, iss: undefined }),
      `${encodeSegment({ alg: 'none', typ: 'JWT' })}.${encodeSegment(current)}.`,
      signToken({ alg: 'HS256', typ: 'JWT' }, current, 'another-secret-of-at-least-32-characters'),
      'not-a-token',
    ];
    for (const token of forged) {
      const me = await meWith(token);
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } });
    }

    expect((await session.post('/api/auth/logout')).status).toBe(204);
    expect((await meWith(signToken({ alg: 'HS256', typ: 'JWT' }, current))).status).toBe(401);
  });

  it('answers 401 in the house shape when signed out', async () => {
    const me = await new HttpSession(system.url).get('/api/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } });
  });
});

const encodeSegment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed by hand (HMAC-SHA256), independent of the library the gateway verifies with. */
function signToken(header: object, claims: object, secret = JWT_SECRET): string {
  const input = `${encodeSegment(header)}.${encodeSegment(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** The readable signed-in hint, as the browser would keep it. */
function hintOf(session: HttpSession) {
  return session.cookie('hr_signed_in');
}

const expiresOf = (cookie: { attributes: string } | undefined) =>
  /(?:^|; )Expires=([^;]+)/i.exec(cookie?.attributes ?? '')?.[1];

/** The Set-Cookie line that removes the hint, as the browser receives it. */
const clearsHint = (headers: Headers) =>
  headers.getSetCookie().some((line) => /^hr_signed_in=;/.test(line) && /Path=\/(;|$)/.test(line));

describe('signed-in hint cookie', () => {
  it('is set readable beside the session cookies at signup and login, until the refresh token expires', async () => {
    const { session, email } = await signedUpSession(system.url);
    const hint = hintOf(session);
    expect(hint?.value).toBe('1');
    expect(hint?.path).toBe('/');
    expect(hint?.attributes).not.toMatch(/HttpOnly/i);
    expect(hint?.attributes).toMatch(/SameSite=Lax/i);
    expect(expiresOf(hint)).toBeDefined();
    expect(expiresOf(hint)).toBe(expiresOf(session.cookie('hr_refresh')));

    const other = new HttpSession(system.url);
    expect((await other.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect(hintOf(other)?.value).toBe('1');
    expect(hintOf(other)?.attributes).not.toMatch(/HttpOnly/i);
    expect(expiresOf(hintOf(other))).toBe(expiresOf(other.cookie('hr_refresh')));
  });

  it('is renewed with the session by a refresh and removed by logout', async () => {
    const { session } = await signedUpSession(system.url);
    const refreshed = await session.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.getSetCookie().some((line) => line.startsWith('hr_signed_in=1;'))).toBe(true);
    expect(hintOf(session)?.value).toBe('1');
    expect(expiresOf(hintOf(session))).toBe(expiresOf(session.cookie('hr_refresh')));

    const logout = await session.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(clearsHint(logout.headers)).toBe(true);
    expect(hintOf(session)).toBeUndefined();
  });

  it('is removed by a refresh that fails, with or without a refresh cookie', async () => {
    // A hint left from an ended session (or forged): one failed check and it is gone.
    const withoutRefresh = new HttpSession(system.url);
    withoutRefresh.setCookie('hr_signed_in', '1');
    const noCookie = await withoutRefresh.post('/api/auth/refresh');
    expect(noCookie.status).toBe(401);
    expect(noCookie.body).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please log in again.' },
    });
    expect(clearsHint(noCookie.headers)).toBe(true);
    expect(hintOf(withoutRefresh)).toBeUndefined();

    const { session } = await signedUpSession(system.url);
    expect((await session.post('/api/auth/logout')).status).toBe(204);
    session.setCookie('hr_signed_in', '1');
    session.setCookie('hr_refresh', 'x'.repeat(43), '/api/auth');
    const unknownToken = await session.post('/api/auth/refresh');
    expect(unknownToken.status).toBe(401);
    expect(clearsHint(unknownToken.headers)).toBe(true);
    expect(hintOf(session)).toBeUndefined();
  });

  it('is removed by a password reset', async () => {
    const { session, email } = await signedUpSession(system.url);
    expect((await session.post('/api/auth/forgot-password', { email })).status).toBe(202);
    const mail = await waitForMail(system.backing.MAIL_INBOX_URL, { to: email, timeoutMs: 20_000 });
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '')![1]!);

    const reset = await session.post('/api/auth/reset-password', { token, password: 'my new long password' });
    expect(reset.status).toBe(200);
    expect(clearsHint(reset.headers)).toBe(true);
    expect(hintOf(session)).toBeUndefined();
  });
});

describe('passwords', () => {
  it('changing the password requires the current one', async () => {
    const { session, email } = await signedUpSession(system.url);
    const wrong = await session.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: { fields: { currentPassword: 'Current password is incorrect' } },
    });

    const ok = await session.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(ok.status).toBe(200);
    const relogin = await new HttpSession(system.url).post('/api/auth/login', {
      email,
      password: 'a brand new passphrase',
    });
    expect(relogin.status).toBe(200);
  });

  it('forgot password answers the same for unknown addresses and e-mails a working, single-use link', async () => {
    const { email } = await signedUpSession(system.url);
    const anonymous = new HttpSession(system.url);
    const unknown = await anonymous.post('/api/auth/forgot-password', { email: uniqueEmail() });
    const known = await anonymous.post('/api/auth/forgot-password', { email });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);

    const mail = await waitForMail(system.backing.MAIL_INBOX_URL, { to: email, timeoutMs: 20_000 });
    const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const reset = await anonymous.post('/api/auth/reset-password', {
      token,
      password: 'my new long password',
    });
    expect(reset.status).toBe(200);
    const again = await anonymous.post('/api/auth/reset-password', {
      token,
      password: 'another long password',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: { message: 'This password reset link is invalid or has expired.' },
    });

    const login = await anonymous.post('/api/auth/login', { email, password: 'my new long password' });
    expect(login.status).toBe(200);
  });
});

describe('rate limits', () => {
  let strict: RunningApp & { url: string };

  beforeAll(async () => {
    strict = await startGateway(system.backing, {
      logDir: `${logDir}/strict`,
      env: {
        RATE_LIMIT_LOGIN: '3/60',
        RATE_LIMIT_LOGIN_ADDRESS: '5/60',
        RATE_LIMIT_LOGIN_ACCOUNT: '6/60',
        RATE_LIMIT_CHANGE_PASSWORD: '3/60',
        RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT: '4/60',
        RATE_LIMIT_FORGOT_PASSWORD: '2/60',
        RATE_LIMIT_SIGNUP: '2/60',
        RATE_LIMIT_RESET_PASSWORD: '2/60',
        RATE_LIMIT_CONTACT: '2/60',
        TRUST_PROXY: 'true',
        // As in production behind https: this gateway's tests also run with Secure cookies.
        APP_BASE_URL: 'https://app.hirerelay.test',
      },
    });
    await waitFor(async () => (await fetch(`${strict.url}/api/health`).catch(() => null))?.status === 200, {
      timeoutMs: 30_000,
      description: 'the strict gateway is healthy',
    });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  // Each test comes from its own (forwarded) address, so counters from other tests don't interfere.
  let lastAddress = 0;
  const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${(lastAddress += 1)}` });

  it('uses Secure cookies and the __Host-csrf name when the public address is https', async () => {
    const session = new HttpSession(strict.url);
    const csrf = await session.request('GET', '/api/auth/csrf');
    const cookie = csrf.headers.getSetCookie().find((line) => line.startsWith('__Host-csrf='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);

    const signup = await session.request('POST', '/api/auth/signup', {
      json: { email: uniqueEmail(), password: TEST_PASSWORD },
      headers: fromNewAddress(),
    });
    expect(signup.status).toBe(201);
    for (const name of ['hr_access', 'hr_refresh', '__Host-csrf']) {
      expect(session.cookie(name)?.attributes).toMatch(/Secure/i);
    }
    expect(session.cookie('csrf')).toBeUndefined();
  });

  it('answers 429 with Retry-After once login attempts exceed the limit', async () => {
    const session = new HttpSession(strict.url);
    const headers = fromNewAddress();
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const attemptResult = await session.request('POST', '/api/auth/login', {
        json: { email, password: 'wrong password!' },
        headers,
      });
      statuses.push(attemptResult.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await session.request('POST', '/api/auth/login', {
      json: { email, password: 'wrong password!' },
      headers,
    });
    expect(limited.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // The message names the wait the header gives, in minutes rounded up.
    const minutes = Math.ceil(retryAfter / 60);
    expect((limited.body as { error: { message: string } }).error.message).toBe(
      `Too many attempts. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
    );
  });

  const wrongLogin = (session: HttpSession, email: string, headers: Record<string, string>) =>
    session.request('POST', '/api/auth/login', { json: { email, password: 'wrong password!' }, headers });

  it('limits logins per address across many accounts (credential stuffing)', async () => {
    const session = new HttpSession(strict.url);
    const headers = fromNewAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await wrongLogin(session, uniqueEmail(), headers)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is not affected.
    expect((await wrongLogin(session, uniqueEmail(), fromNewAddress())).status).toBe(401);
  });

  const signUpFromNewAddress = async (email: string) => {
    const result = await new HttpSession(strict.url).request('POST', '/api/auth/signup', {
      json: { email, password: TEST_PASSWORD },
      headers: fromNewAddress(),
    });
    expect(result.status).toBe(201);
  };
  const stepUp = {
    error: {
      code: 'LOGIN_STEP_UP_REQUIRED',
      message: "For your security, we've emailed you a sign-in link. Open it to sign in.",
    },
  };

  it('past the per-account limit of failed logins, steps up with an e-mailed sign-in link instead of locking the owner out', async () => {
    // The probe: wrong passwords for one account from several addresses (each under its own
    // limits) used to make the owner's right password answer 429 for the rest of the window.
    const email = uniqueEmail();
    await signUpFromNewAddress(email);
    const session = new HttpSession(strict.url);
    const statuses: number[] = [];
    for (let address = 0; address < 3; address += 1) {
      const headers = fromNewAddress();
      for (let attempt = 0; attempt < 2; attempt += 1)
        statuses.push((await wrongLogin(session, email, headers)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const since = new Date();

    // The 7th failure and everything after it: the same answer for a wrong password, the right one
    // and an address without an account (it reveals nothing), and never a 429.
    const wrong = await wrongLogin(session, email, fromNewAddress());
    const owner = new HttpSession(strict.url);
    const right = await owner.request('POST', '/api/auth/login', {
      json: { email, password: TEST_PASSWORD },
      headers: fromNewAddress(),
    });
    for (const answer of [wrong, right]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(stepUp);
      expect(answer.headers.get('retry-after')).toBeNull();
    }
    expect(owner.cookie('hr_access')).toBeUndefined();

    // One e-mail, however often the login is repeated (at most one per account per interval).
    const mail = await waitForMail(system.backing.MAIL_INBOX_URL, {
      to: email,
      subjectIncludes: 'sign-in link',
      since,
      timeoutMs: 20_000,
    });
    const link = /https?:\/\/\S+\/login\/link\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const linkMails = (await listMail(system.backing.MAIL_INBOX_URL, email)).filter((m) =>
      m.subject.includes('sign-in link'),
    );
    expect(linkMails).toHaveLength(1);

    // The link signs the owner in once, with the session cookies a login sets.
    const signedIn = await owner.request('POST', '/api/auth/login-link', {
      json: { token },
      headers: fromNewAddress(),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email } });
    expect(owner.cookie('hr_access')).toBeDefined();
    expect(owner.cookie('hr_refresh')).toBeDefined();
    expect(signedIn.headers.get('cache-control')).toBe('no-store');

    const again = await new HttpSession(strict.url).request('POST', '/api/auth/login-link', {
      json: { token },
      headers: fromNewAddress(),
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: {
        code: 'VALIDATION',
        message:
          'This sign-in link is invalid, has expired or was already used. Please sign in again to get a new one.',
      },
    });

    // Signing in by link ended the step-up: the password works again.
    const afterwards = await new HttpSession(strict.url).request('POST', '/api/auth/login', {
      json: { email, password: TEST_PASSWORD },
      headers: fromNewAddress(),
    });
    expect(afterwards.status).toBe(200);
  });

  it('steps up an address without an account the same way, and e-mails nothing', async () => {
    const email = uniqueEmail();
    const session = new HttpSession(strict.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await wrongLogin(session, email, fromNewAddress())).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 403]);
    const limited = await wrongLogin(session, email.toUpperCase(), fromNewAddress());
    expect(limited.body).toEqual(stepUp);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await listMail(system.backing.MAIL_INBOX_URL, email)).toHaveLength(0);
  });

  it('never charges successful logins: colleagues at one office address do not lock each other out', async () => {
    const office = fromNewAddress();
    const colleagues = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of colleagues) await signUpFromNewAddress(email);
    // 12 good logins from one address: over the address limit (5), the address and account limit
    // (3) and the account limit (6) had they counted.
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (const email of colleagues) {
        const login = await new HttpSession(strict.url).request('POST', '/api/auth/login', {
          json: { email, password: TEST_PASSWORD },
          headers: office,
        });
        statuses.push(login.status);
      }
    }
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    // Wrong passwords from the office still count as before.
    const session = new HttpSession(strict.url);
    const wrong: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      wrong.push((await wrongLogin(session, uniqueEmail(), office)).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('refuses a sign-in link that is unknown or malformed', async () => {
    const session = new HttpSession(strict.url);
    const unknown = await session.request('POST', '/api/auth/login-link', {
      json: { token: 'x'.repeat(43) },
      headers: fromNewAddress(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { code: 'VALIDATION' } });
    expect(session.cookie('hr_access')).toBeUndefined();
    const empty = await session.request('POST', '/api/auth/login-link', {
      json: { token: '' },
      headers: fromNewAddress(),
    });
    expect(empty.status).toBe(400);
  });

  it('limits wrong current passwords on change-password per session and per user', async () => {
    const email = uniqueEmail();
    const first = new HttpSession(strict.url);
    const headers = fromNewAddress();
    expect(
      (await first.request('POST', '/api/auth/signup', { json: { email, password: TEST_PASSWORD }, headers }))
        .status,
    ).toBe(201);
    const change = (session: HttpSession) =>
      session.request('POST', '/api/auth/change-password', {
        json: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
        headers,
      });
    const perSession: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) perSession.push((await change(first)).status);
    expect(perSession).toEqual([400, 400, 400, 429]);

    // A second session of the same user has its own session budget but shares the user's.
    const second = new HttpSession(strict.url);
    expect(
      (await second.request('POST', '/api/auth/login', { json: { email, password: TEST_PASSWORD }, headers }))
        .status,
    ).toBe(200);
    const perUser: number[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) perUser.push((await change(second)).status);
    expect(perUser).toEqual([400, 429]);
  });

  it('limits signup and reset-password per client address', async () => {
    const session = new HttpSession(strict.url);
    const signupHeaders = fromNewAddress();
    const signups: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await session.request('POST', '/api/auth/signup', {
        json: { email: uniqueEmail(), password: TEST_PASSWORD },
        headers: signupHeaders,
      });
      signups.push(result.status);
    }
    expect(signups).toEqual([201, 201, 429]);

    const resetHeaders = fromNewAddress();
    const resets: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await session.request('POST', '/api/auth/reset-password', {
        json: { token: 'x'.repeat(43), password: 'a long new password' },
        headers: resetHeaders,
      });
      resets.push(result.status);
    }
    expect(resets).toEqual([400, 400, 429]);
  });

  it('limits contact messages per client address, not counting refused forms', async () => {
    const session = new HttpSession(strict.url);
    const headers = fromNewAddress();
    const message = { reason: 'general', name: 'Flood', email: uniqueEmail(), message: 'Hello' };
    const invalid = await session.request('POST', '/api/contact', {
      json: { ...message, name: '' },
      headers,
    });
    expect(invalid.status).toBe(400);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await session.request('POST', '/api/contact', { json: message, headers })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('limits forgot-password per client address, never per e-mail', async () => {
    const session = new HttpSession(strict.url);
    const headers = fromNewAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await session.request('POST', '/api/auth/forgot-password', {
        json: { email: uniqueEmail() },
        headers,
      });
      statuses.push(result.status);
    }
    expect(statuses).toEqual([202, 202, 429]);

    // Strangers asking for one address cannot make its owner's own request fail.
    const email = uniqueEmail();
    const perEmail: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const result = await session.request('POST', '/api/auth/forgot-password', {
        json: { email },
        headers: fromNewAddress(),
      });
      perEmail.push(result.status);
    }
    expect(perEmail).toEqual([202, 202, 202, 202, 202, 202]);
  });

  it('caps the reset e-mails an account is sent, answering the same beyond the cap', async () => {
    const email = uniqueEmail();
    const session = new HttpSession(strict.url);
    const signup = await session.request('POST', '/api/auth/signup', {
      json: { email, password: TEST_PASSWORD },
      headers: fromNewAddress(),
    });
    expect(signup.status).toBe(201);
    const { id } = (signup.body as { user: { id: string } }).user;

    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await new HttpSession(strict.url).request('POST', '/api/auth/forgot-password', {
        json: { email },
        headers: fromNewAddress(),
      });
      answers.push(result.status);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202]);

    // Identity refuses the two beyond the cap (3 an hour), and says so in its log.
    const capped = await waitFor(
      () => {
        const lines = readLogLines(`${system.logDir}/identity.log`).filter(
          (line) => line.msg === 'password reset e-mail cap reached; nothing sent' && line.userId === id,
        );
        return lines.length === 2 ? lines : undefined;
      },
      { description: 'two requests beyond the cap are logged' },
    );
    expect(capped[0]).toMatchObject({ level: 'warn', limitPerHour: 3 });

    // Three e-mails, each with its own link, all of them still usable.
    const mails = await waitFor(
      async () => {
        const inbox = await listMail(system.backing.MAIL_INBOX_URL, email);
        return inbox.length >= 3 ? inbox : undefined;
      },
      { timeoutMs: 20_000, description: 'three reset e-mails' },
    );
    expect(mails).toHaveLength(3);
    const tokens = mails.map((mail) =>
      decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '')![1]!),
    );
    expect(new Set(tokens).size).toBe(3);
    // The first link still works after the later requests and the two beyond the cap.
    const reset = await new HttpSession(strict.url).request('POST', '/api/auth/reset-password', {
      json: { token: tokens[0], password: 'a reset long passphrase' },
      headers: fromNewAddress(),
    });
    expect(reset.status).toBe(200);
  });
});

describe('with Redis down', () => {
  let noRedis: RunningApp & { url: string };

  beforeAll(async () => {
    // Nothing listens on port 1: every Redis call of this gateway fails at once.
    noRedis = await startGateway(system.backing, {
      logDir: `${logDir}/no-redis`,
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
    });
    await waitFor(async () => (await fetch(`${noRedis.url}/api/health`).catch(() => null))?.status === 503, {
      timeoutMs: 30_000,
      description: 'the gateway without Redis answers its health check',
    });
  });
  afterAll(async () => {
    await noRedis?.stop();
  });

  it('logout still clears the cookies and ends the session in identity, and logs the lost revocation', async () => {
    const { session } = await signedUpSession(system.url);
    const refreshToken = session.cookie('hr_refresh')!.value;
    const { sid } = JSON.parse(
      Buffer.from(session.cookie('hr_access')!.value.split('.')[1]!, 'base64url').toString(),
    ) as { sid: string };

    const browser = new HttpSession(noRedis.url);
    browser.setCookie('hr_refresh', refreshToken, '/api/auth');
    const logout = await browser.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(browser.cookie('hr_refresh')).toBeUndefined();
    expect(logout.headers.getSetCookie().some((line) => line.startsWith('hr_access=;'))).toBe(true);

    // The refresh token is dead: the session cannot be renewed anywhere.
    const renewed = new HttpSession(system.url);
    renewed.setCookie('hr_refresh', refreshToken, '/api/auth');
    expect((await renewed.post('/api/auth/refresh')).status).toBe(401);

    const logged = await waitFor(
      () =>
        readLogLines(`${logDir}/no-redis/gateway.log`).find(
          (line) => typeof line.msg === 'string' && line.msg.startsWith('session revocation lost'),
        ),
      { description: 'the lost revocation is logged' },
    );
    expect(logged).toMatchObject({ level: 'error', reason: 'logout', sessionIds: [sid] });
  });
});
