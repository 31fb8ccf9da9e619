import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TAdminBlogPost } from '@hirerelay/contracts';
import type { TBlogPostFormInput } from '@hirerelay/domain';
import { HttpSession } from './http-session.js';

// The one home of test data: accounts, admins and posts for the service, gateway and browser tests
// (the stored rows' builders, newJob and newSubscription, are in builders.ts).
// Playwright loads this file too (`@hirerelay/testing/factories`), so it imports neither vitest nor
// the server-starting code: only Node, fetch (HttpSession) and a caller-supplied HTTP client.

/** Long enough for the password policy (10 characters) and not on the common-passwords list. */
export const TEST_PASSWORD = 'plum-orbit-57-lantern';

/** A fresh address per call, so test files, reruns and a used database never collide. */
export const uniqueEmail = (label = 'user'): string => `${label}-${randomUUID().slice(0, 12)}@example.com`;

/** A fresh lowercase tag for titles and slugs. */
export const uniqueTag = (): string => randomUUID().slice(0, 8);

/** A fresh post slug that still says what the test is about. */
export const uniqueSlug = (label = 'post'): string => `${label}-${uniqueTag()}`;

/** What the factories need of an HTTP client: a JSON POST that carries the session and CSRF token. */
export interface ApiClient {
  post<T = unknown>(route: string, json?: unknown): Promise<{ status: number; body: T }>;
}

export interface TestAccount {
  email: string;
  password: string;
}

/** An account to sign up with: a fresh address, the test password, no SMS consent; override what matters. */
export const newUser = (
  overrides: { email?: string; password?: string; smsConsent?: boolean; label?: string } = {},
): TestAccount & { smsConsent: boolean } => ({
  email: overrides.email ?? uniqueEmail(overrides.label),
  password: overrides.password ?? TEST_PASSWORD,
  smsConsent: overrides.smsConsent ?? false,
});

async function expectStatus<T>(
  answer: Promise<{ status: number; body: T }>,
  status: number,
  what: string,
): Promise<T> {
  const { status: actual, body } = await answer;
  if (actual !== status)
    throw new Error(
      `${what} answered ${String(actual)} (expected ${String(status)}): ${JSON.stringify(body)}`,
    );
  return body;
}

/** Signs up through the API; the client holds the new session afterwards. */
export async function signUp(
  api: ApiClient,
  account: { email?: string; password?: string; smsConsent?: boolean } = {},
): Promise<TestAccount & { user: { id: string; email: string; role: string } }> {
  const { email, password, smsConsent } = newUser(account);
  const { user } = await expectStatus(
    api.post<{ user: { id: string; email: string; role: string } }>('/api/auth/signup', {
      email,
      password,
      smsConsent,
    }),
    201,
    'signup',
  );
  return { email, password, user };
}

/** Logs in through the API; the client holds the session afterwards. */
export async function logIn(
  api: ApiClient,
  account: TestAccount,
): Promise<{ user: { id: string; email: string; role: string } }> {
  return expectStatus(
    api.post<{ user: { id: string; email: string; role: string } }>('/api/auth/login', {
      email: account.email,
      password: account.password,
    }),
    200,
    'login',
  );
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Makes an admin the documented way (README): identity's built `create-admin` command against
 * identity's database. Log in with the account to act as that admin.
 */
export async function createAdmin(
  identityDatabaseUrl: string,
  account: { email?: string; password?: string } = {},
): Promise<TestAccount> {
  const { email, password } = newUser({ label: 'admin', ...account });
  await promisify(execFile)(
    process.execPath,
    [
      path.join(REPO_ROOT, 'services/identity/dist/cli/create-admin.js'),
      '--email',
      email,
      '--password',
      password,
    ],
    { env: { ...process.env, DATABASE_URL: identityDatabaseUrl } },
  );
  return { email, password };
}

/** A blog post form with every field filled (a fresh slug, published): override what matters. */
export const postForm = (overrides: Partial<TBlogPostFormInput> = {}): TBlogPostFormInput => ({
  title: 'Ten tips for your résumé',
  slug: uniqueSlug(),
  excerpt: 'What recruiters read first.',
  content: '# Tips\n\nKeep it short.',
  published: true,
  ...overrides,
});

/** Creates a post through the admin API, as the admin whose session `api` holds. Published unless told. */
export async function createPost(
  api: ApiClient,
  post: Partial<TBlogPostFormInput> = {},
): Promise<TAdminBlogPost> {
  return expectStatus(api.post<TAdminBlogPost>('/api/admin/blog/posts', postForm(post)), 201, 'create post');
}

/** A new account, signed in on an HttpSession of its own (gateway tests). */
export async function signedUpSession(
  baseUrl: string,
  account: { email?: string; password?: string; smsConsent?: boolean } = {},
): Promise<TestAccount & { session: HttpSession; id: string }> {
  const session = new HttpSession(baseUrl);
  const { email, password, user } = await signUp(session, account);
  return { session, email, password, id: user.id };
}

/** An existing account, logged in on an HttpSession of its own (gateway tests). */
export async function loggedInSession(
  baseUrl: string,
  account: TestAccount,
): Promise<TestAccount & { session: HttpSession; id: string }> {
  const session = new HttpSession(baseUrl);
  const { user } = await logIn(session, account);
  return { ...account, session, id: user.id };
}

/** A new admin (made with identity's command), logged in on an HttpSession of its own. */
export async function adminSession(
  baseUrl: string,
  identityDatabaseUrl: string,
): Promise<TestAccount & { session: HttpSession; id: string }> {
  return loggedInSession(baseUrl, await createAdmin(identityDatabaseUrl));
}
