import { uniquePhone, verifyPhoneInDatabase } from '@hirerelay/testing/sms';
import { expect, test } from '@playwright/test';
import { createOnboardedUser, identityDatabaseUrl } from './support/accounts.js';
import { subscribeThroughPricing } from './support/billing.js';
import { FIXTURE_JOBS, FIXTURE_PAGES, startJobPages, variantUrl, type JobPages } from './support/jobs.js';

// Text-to-apply as a person running the system locally tries it: a subscriber with a verified
// phone texts a job link from the local inbox's form ("Send a text to the HireRelay number"), the
// Twilio stand-in signs and posts it to the gateway, and the job is on their dashboard.

let pages: JobPages;
test.beforeAll(async () => {
  pages = await startJobPages();
});
test.afterAll(async () => {
  await pages.close();
});

test('a job link texted from the local inbox lands on the verified user’s dashboard', async ({ page }) => {
  const inboxUrl = process.env.MAIL_INBOX_URL;
  if (!inboxUrl) throw new Error('MAIL_INBOX_URL is not set: run the browser tests with `npm run test:e2e`.');
  await createOnboardedUser(page, 'texter');
  await subscribeThroughPricing(page, 'Starter');
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const phone = uniquePhone();
  await verifyPhoneInDatabase(identityDatabaseUrl(), me.user.id, phone);

  await page.goto(inboxUrl);
  const form = page.locator('form', { hasText: 'Send a text to the HireRelay number' });
  await form.getByLabel(/From number/).fill(phone);
  await form.getByLabel('Message').fill(`New one: ${variantUrl(pages, FIXTURE_PAGES.greenhouse, 7001)}`);
  await form.getByRole('button', { name: 'Send text' }).click();
  await expect(page.locator('.meta').first()).toContainText('The gateway answered 200');
  await expect(page.locator('pre.sms').first()).toContainText(
    `HireRelay: Added ${FIXTURE_JOBS.greenhouse.title} at ${FIXTURE_JOBS.greenhouse.company} to your dashboard.`,
  );
  // The reply is among the inbox's texts, beside the e-mails.
  await page.goto(inboxUrl);
  await expect(page.getByRole('table').last()).toContainText(phone);

  await page.goto('/dashboard');
  await expect(page.getByRole('table', { name: 'My Jobs' }).locator('tbody tr').first()).toContainText(
    FIXTURE_JOBS.greenhouse.title,
  );
});
