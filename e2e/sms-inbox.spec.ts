import { uniqueTextablePhone } from '@hirerelay/testing/sms';
import { expect, test, type Page } from '@playwright/test';
import { createOnboardedUser } from './support/accounts.js';
import { subscribeThroughApi } from './support/billing.js';
import { FIXTURE_JOBS, FIXTURE_PAGES, useJobPages, variantUrl } from './support/jobs.js';
import { toasts } from './support/toasts.js';

// Text-to-apply as a person running the system locally tries it: a subscriber saves their phone in
// Settings, reads the texted code in the local inbox (beside the e-mails) and enters it; then they
// text a job link from the inbox's form ("Send a text to the HireRelay number"), the Twilio stand-in
// signs and posts it to the gateway, and the job is on their dashboard.

const pages = useJobPages();

const inboxUrl = () => {
  const url = process.env.MAIL_INBOX_URL;
  if (!url) throw new Error('MAIL_INBOX_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url;
};

/** The code in the latest verification text to `phone`, as the local inbox lists it. */
async function codeFromInbox(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    await page.goto(inboxUrl());
    const text = page
      .getByRole('row')
      .filter({ hasText: phone })
      .filter({ hasText: 'verification code' })
      .first();
    const match = /verification code is (\d{6})/.exec(await text.innerText({ timeout: 1_000 }));
    expect(match).not.toBeNull();
    code = match![1]!;
  }).toPass({ timeout: 20_000 });
  return code;
}

test('a phone verified with the texted code imports the job link texted from the local inbox', async ({
  page,
  context,
}) => {
  await createOnboardedUser(page, 'texter');
  await subscribeThroughApi(page, 'starter');
  const phone = uniqueTextablePhone();

  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Text-to-apply' });
  await section.getByLabel('Mobile number').fill(phone);
  await section.getByRole('button', { name: 'Save number' }).click();
  await expect(section.getByText('Not verified')).toBeVisible();
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(toasts(page).filter({ hasText: 'We texted you a 6-digit code.' })).toBeVisible();

  const inbox = await context.newPage();
  const code = await codeFromInbox(inbox, phone);
  await section.getByLabel('6-digit code').fill(code);
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();

  await inbox.goto(inboxUrl());
  const form = inbox.locator('form', { hasText: 'Send a text to the HireRelay number' });
  await form.getByLabel(/From number/).fill(phone);
  await form.getByLabel('Message').fill(`New one: ${variantUrl(pages, FIXTURE_PAGES.greenhouse, 7001)}`);
  await form.getByRole('button', { name: 'Send text' }).click();
  await expect(inbox.locator('.meta').first()).toContainText('The gateway answered 200');
  await expect(inbox.locator('pre.sms').first()).toContainText(
    `HireRelay: Added ${FIXTURE_JOBS.greenhouse.title} at ${FIXTURE_JOBS.greenhouse.company} to your dashboard.`,
  );

  await page.goto('/dashboard');
  await expect(page.getByRole('table', { name: 'My Jobs' }).locator('tbody tr').first()).toContainText(
    FIXTURE_JOBS.greenhouse.title,
  );
});
