import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.js';

// Browser tests run against a system that is already up (the test runner starts it first);
// E2E_BASE_URL points them elsewhere.

/** Debian's Chromium (e2e/support/chromium.ts). */
const CHROMIUM = {
  browserName: 'chromium',
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
} satisfies PlaywrightTestConfig['use'];

export default defineConfig({
  testDir: 'e2e',
  // A subfolder: the system's own logs from a test run live elsewhere under test-results, and
  // Playwright empties its output folder when it starts.
  outputDir: 'test-results/playwright',
  // Two files at a time (E2E_WORKERS sets another number), each file's tests in order in one worker
  // (they share its beforeAll: the fixture pages). Every test makes its own accounts, so two workers
  // share no user, session, rate-limit bucket (the login limit counts per account) or mailbox; a
  // test reading a list others write to checks its own rows (blog.spec.ts: its posts in order).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Two workers share the system's two cores (and a CI machine may be busy): a test and a page may
  // take longer than the defaults (30 s, 5 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: CHROMIUM }],
});
