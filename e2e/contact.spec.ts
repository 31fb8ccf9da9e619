import { uniqueEmail } from '@hirerelay/testing/factories';
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createOnboardedUser } from './support/accounts.js';
import { latestMailTo } from './support/mail.js';
import { toastArea } from './support/toasts.js';

// The notifications service's SUPPORT_EMAIL when the system runs locally or in tests.
const SUPPORT_EMAIL = 'support@hirerelay.local';
const THANK_YOU = 'Thank you for your message. We will get back to you soon!';

/** The message is shown under the field and announced as the field's description. */
async function expectFieldMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

function contactForm(page: Page) {
  const main = page.getByRole('main');
  return {
    reason: main.getByLabel('Reason for contacting us'),
    name: main.getByLabel('Name', { exact: true }),
    email: main.getByLabel('Email', { exact: true }),
    message: main.getByLabel('Message', { exact: true }),
    send: main.getByRole('button', { name: 'Send message' }),
  };
}

test.describe('contact page', () => {
  test('states the hours and the reply time, with a title and description', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page).toHaveTitle('Contact · HireRelay');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /1 business day/);
    const main = page.getByRole('main');
    await expect(main).toContainText('Monday to Friday, 9am to 6pm');
    await expect(main).toContainText('within 1 business day');

    const { reason } = contactForm(page);
    await expect(reason.locator('option')).toHaveText([
      'Select a reason',
      'General question',
      'Support',
      'Billing',
      'Partnership',
      'Feedback',
      'Other',
    ]);
    await expect(reason.locator('option').nth(0)).toHaveAttribute('value', '');
    await expect(reason.locator('option').nth(1)).toHaveAttribute('value', 'general');
  });

  test('shows the validation messages of the spec', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);

    await form.send.click();
    await expectFieldMessage(form.reason, 'Please select a contact reason');
    await expectFieldMessage(form.name, 'Name is required');
    await expectFieldMessage(form.email, 'Email is required');
    await expectFieldMessage(form.message, 'Message is required');
    // The first field in error takes the focus, so a keyboard user starts fixing there.
    await expect(form.reason).toBeFocused();

    await form.reason.selectOption('billing');
    await form.name.fill('Ada Lovelace');
    await form.email.fill('ada@example');
    await form.message.fill('   ');
    await form.send.click();
    await expectFieldMessage(form.email, 'Invalid email address');
    await expectFieldMessage(form.message, 'Message is required');
    await expect(form.reason).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('sends the message to support, thanks the sender and clears the form', async ({ page }) => {
    const token = randomUUID().slice(0, 8);
    const sender = uniqueEmail('contact');
    const text = `Can HireRelay apply to jobs in Canada? (${token})`;
    await page.goto('/contact');
    const form = contactForm(page);
    await form.reason.selectOption('partnership');
    await form.name.fill('Ada Lovelace');
    await form.email.fill(sender);
    await form.message.fill(text);
    await form.send.click();

    await expect(toastArea(page).getByText(THANK_YOU)).toBeVisible();
    for (const field of [form.reason, form.name, form.email, form.message])
      await expect(field).toHaveValue('');

    const mail = await latestMailTo(SUPPORT_EMAIL);
    expect(mail.text).toContain(text);
    expect(mail.text).toContain(sender);
    expect(mail.text).toContain('Ada Lovelace');
  });

  test('can be filled in and sent with the keyboard alone', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    // From the top of the page, Tab through the header to the form's first field.
    for (let presses = 0; presses < 30; presses += 1) {
      if (await form.reason.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(form.reason).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(form.reason).toHaveValue('general');

    await page.keyboard.press('Tab');
    await expect(form.name).toBeFocused();
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await expect(form.email).toBeFocused();
    await page.keyboard.type(uniqueEmail('keyboard'));
    await page.keyboard.press('Tab');
    await expect(form.message).toBeFocused();
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab');
    await expect(form.send).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(toastArea(page).getByText(THANK_YOU)).toBeVisible();
    await expect(form.message).toHaveValue('');
  });

  test('fills in the name and address of a signed-in sender', async ({ page }) => {
    const { email } = await createOnboardedUser(page, 'contact-signed-in');
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form.name).toHaveValue('Grace Hopper');
    await expect(form.email).toHaveValue(email);

    await form.reason.selectOption('support');
    await form.message.fill('Where do I find my cover letters?');
    await form.send.click();
    await expect(toastArea(page).getByText(THANK_YOU)).toBeVisible();
    // The sender stays filled in; what they wrote is cleared.
    await expect(form.message).toHaveValue('');
    await expect(form.reason).toHaveValue('');
    await expect(form.email).toHaveValue(email);
  });

  test.describe('when the server refuses', () => {
    async function fillAndSend(page: Page) {
      const form = contactForm(page);
      await form.reason.selectOption('feedback');
      await form.name.fill('Ada Lovelace');
      await form.email.fill('ada@example.com');
      await form.message.fill('Hello');
      await form.send.click();
      return form;
    }

    test('puts its field messages under the fields', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'VALIDATION',
              message: 'Some fields are invalid',
              fields: { email: 'This address cannot receive e-mail' },
            },
          },
        }),
      );
      await page.goto('/contact');
      const form = await fillAndSend(page);
      await expectFieldMessage(form.email, 'This address cannot receive e-mail');
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await expect(form.message).toHaveValue('Hello');
    });

    test('shows the rate-limit message in a banner and keeps what was written', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 429,
          json: { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } },
        }),
      );
      await page.goto('/contact');
      const form = await fillAndSend(page);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Too many requests. Please try again later.',
      );
      await expect(form.message).toHaveValue('Hello');
    });

    test('says the message was not sent when the server fails', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'content down' } },
        }),
      );
      await page.goto('/contact');
      const form = await fillAndSend(page);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Failed to send your message. Please try again.',
      );
      await expect(form.name).toHaveValue('Ada Lovelace');
      await expect(toastArea(page).getByText(THANK_YOU)).toHaveCount(0);
    });
  });
});
