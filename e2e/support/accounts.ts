import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { minimalPdf } from './pdf.js';

/** Long enough for the policy (10 characters) and not on the common-passwords list. */
export const PASSWORD = 'Relay-horse-battery-42';

/** A fresh address per test, so tests can run in any order and against a used database. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
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
export async function createOnboardedUser(page: Page, label: string, password = PASSWORD) {
  const email = uniqueEmail(label);
  const request = page.request;
  await expectOk(
    await request.post('/api/auth/signup', {
      headers: await csrfHeaders(request),
      data: { email, password, smsConsent: false },
    }),
    'signup',
  );
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
  return { email, password };
}

/** Makes an admin the documented way: identity's create-admin command against its database. */
export function createAdmin(): { email: string; password: string } {
  const databaseUrl = process.env.E2E_IDENTITY_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_IDENTITY_DATABASE_URL is not set: run with scripts/e2e.mjs.');
  const email = uniqueEmail('admin');
  execFileSync(
    process.execPath,
    ['services/identity/dist/cli/create-admin.js', '--email', email, '--password', PASSWORD],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'pipe' },
  );
  return { email, password: PASSWORD };
}

/** Logs in through the login page. */
export async function logIn(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
