import {
  logIn as logInWithApi,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  type ApiClient,
} from '@hirerelay/testing/factories';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { minimalPdf } from './pdf.js';

// Accounts, admins and posts come from the shared factories (@hirerelay/testing/factories, free of
// vitest); this file adds what only a browser test needs.

/** The shared factories' HTTP client on the page's own cookie jar, with the CSRF header the SPA sends. */
export function apiOf(page: Page): ApiClient {
  return {
    async post<T>(route: string, json?: unknown) {
      const response = await page.request.post(route, {
        headers: await csrfHeaders(page.request),
        data: json,
      });
      const isJson = (response.headers()['content-type'] ?? '').includes('application/json');
      return {
        status: response.status(),
        body: (isJson ? await response.json() : await response.text()) as T,
      };
    },
  };
}

/**
 * The CSRF header for state-changing API calls made from the test (as the SPA does). The token is
 * bound to the session: ask again after signing up or in.
 */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/auth/csrf');
  expect(response.ok(), 'GET /api/auth/csrf').toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { 'X-CSRF-Token': token };
}

async function expectOk(
  response: { ok(): boolean; status(): number; text(): Promise<string> },
  what: string,
) {
  expect(response.ok(), `${what} answered ${String(response.status())}: ${await response.text()}`).toBe(true);
}

/**
 * Signs up and completes onboarding through the API, on the page's own cookie jar, so a test about
 * something else starts as a signed-in user with a finished profile.
 */
export async function createOnboardedUser(page: Page, label: string, password = TEST_PASSWORD) {
  const { email, user } = await signUp(apiOf(page), { email: uniqueEmail(label), password });
  const request = page.request;
  // Signing up started a session, and with it a CSRF token bound to that session.
  const headers = await csrfHeaders(request);
  const steps: [number, Record<string, unknown>][] = [
    [1, { fullName: 'Grace Hopper', phoneNumber: '+1 555 010 0199' }],
    [3, { yearsExperience: 7, portfolioUrl: null, linkedinUrl: 'https://www.linkedin.com/in/grace' }],
    [4, { workAuthorization: 'US Citizen', languagesSpoken: ['English'] }],
    [5, { militaryStatus: null, ethnicity: null, gender: null, disabilityStatus: null }],
  ];
  for (const [step, fields] of steps) {
    await expectOk(
      await request.patch('/api/profile', { headers, data: { ...fields, step } }),
      `step ${String(step)}`,
    );
  }
  await expectOk(
    await request.put('/api/profile/resume', {
      headers,
      multipart: { file: { name: 'grace.pdf', mimeType: 'application/pdf', buffer: minimalPdf() } },
    }),
    'resume upload',
  );
  await expectOk(await request.patch('/api/profile', { headers, data: { step: 2 } }), 'step 2');
  await expectOk(await request.post('/api/onboarding/complete', { headers }), 'complete onboarding');
  return { email, password, userId: user.id };
}

/** identity's database in the system under test (scripts/e2e.mjs sets it), for `createAdmin`. */
export function identityDatabaseUrl(): string {
  const databaseUrl = process.env.E2E_IDENTITY_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_IDENTITY_DATABASE_URL is not set: run with scripts/e2e.mjs.');
  return databaseUrl;
}

/**
 * Signs in through the API on the page's own cookie jar (its session, hint and CSRF cookies), for a
 * test about something other than the login form; the page is where it was.
 */
export async function logInThroughApi(page: Page, email: string, password: string): Promise<void> {
  await logInWithApi(apiOf(page), { email, password });
}

/** Logs in through the login page. */
export async function logIn(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
