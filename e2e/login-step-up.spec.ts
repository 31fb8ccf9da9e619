import { expect, test } from '@playwright/test';
import { createOnboardedUser, logIn } from './support/accounts.js';
import { latestMailTo, linkTo } from './support/mail.js';

const STEP_UP = "For your security, we've emailed you a sign-in link. Open it to sign in.";

// The system under test limits failed logins per account at a few (scripts/e2e.mjs): only wrong
// passwords count, so other tests' logins never come near it.
test('past the limit of failed logins, the owner signs in with the e-mailed one-time link', async ({
  page,
}) => {
  const { email, password } = await createOnboardedUser(page, 'step-up');
  await page.context().clearCookies();
  const main = page.getByRole('main');

  // Someone guesses the password until the account is stepped up.
  let steppedUp = false;
  for (let attempt = 0; attempt < 15 && !steppedUp; attempt += 1) {
    await logIn(page, email, 'not-the-password-1');
    const banner = main.locator('.form-banner');
    await expect(banner).toBeVisible();
    steppedUp = (await banner.textContent())?.includes(STEP_UP) ?? false;
    if (!steppedUp) await expect(banner).toHaveText('Invalid email or password');
  }
  expect(steppedUp, 'the login page showed the step-up message').toBe(true);

  // The owner's right password gets the same message, not a refusal to wait for.
  await logIn(page, email, password);
  const notice = main.getByRole('status');
  await expect(notice).toContainText('Check your email');
  await expect(notice).toContainText(STEP_UP);
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({
      path: test.info().outputPath(`login-step-up-${String(width)}.png`),
      fullPage: true,
    });
  }

  const message = await latestMailTo(email);
  expect(message.subject).toBe('Your HireRelay sign-in link');
  const link = linkTo(message, '/login/link');
  expect(link.searchParams.get('token')).toBeTruthy();
  // The link's host is the configured public address; open it on the server under test.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Single use: opened again (signed out), it says so and leads back to the login page.
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(main.getByRole('alert')).toHaveText(
    'This sign-in link is invalid, has expired or was already used. Please sign in again to get a new one.',
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('login-link-used-360.png'), fullPage: true });
  await main.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in by link ended the step-up: the password works again.
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
