import { expect, test } from '@playwright/test';
import { createOnboardedUser, logIn } from './support/accounts.js';
import { toasts } from './support/toasts.js';

test('changing the password checks the current one, then the new one works', async ({ page }) => {
  const { email, password } = await createOnboardedUser(page, 'change-password');
  await page.goto('/dashboard/settings');
  const form = page.getByRole('region', { name: 'Change Password' });
  const current = form.getByLabel('Current password');
  const newPassword = 'Changed-secret-2026';

  await current.fill('not-my-password-1');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(current).toHaveAccessibleDescription('Current password is incorrect');
  await expect(toasts(page)).toHaveCount(0);

  // Alerts are toasts.
  await current.fill(password);
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(toasts(page).filter({ hasText: 'Password updated successfully!' })).toBeVisible();
  await expect(form.getByText('Password updated successfully!')).toHaveCount(0);
  await expect(current).toHaveValue('');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a failed password change says so in a toast and keeps what was typed', async ({ page }) => {
  await createOnboardedUser(page, 'change-password-fails');
  await page.goto('/dashboard/settings');
  const form = page.getByRole('region', { name: 'Change Password' });
  // A server fault: its own text is not for users, so the spec's failure text shows.
  await page.route('**/api/auth/change-password', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"Internal server error"}}',
    }),
  );

  await form.getByLabel('Current password').fill('whatever-it-was-1');
  await form.getByLabel('New password', { exact: true }).fill('Changed-secret-2026');
  await form.getByLabel('Confirm new password').fill('Changed-secret-2026');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(
    toasts(page).filter({ hasText: 'There was an error updating your password. Please try again.' }),
  ).toBeVisible();
  await expect(form.getByText('There was an error updating your password')).toHaveCount(0);
  await expect(form.getByLabel('Current password')).toHaveValue('whatever-it-was-1');
  await page.unroute('**/api/auth/change-password');
});

test('the change-password form checks its fields before sending', async ({ page }) => {
  await createOnboardedUser(page, 'change-password-rules');
  await page.goto('/dashboard/settings');
  const form = page.getByRole('region', { name: 'Change Password' });

  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    'Current password is required',
  );
  await expect(form.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /Password must be at least 10 characters/,
  );
  await expect(form.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'Please confirm your password',
  );

  await form.getByLabel('New password', { exact: true }).fill('Changed-secret-2026');
  await form.getByLabel('Confirm new password').fill('Changed-secret-2027');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    "New passwords don't match",
  );
});

test('personal information and application details switch between reading and editing, and save', async ({
  page,
}) => {
  await createOnboardedUser(page, 'personal-info');
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Personal Information' });

  await expect(section.getByText('Grace Hopper')).toBeVisible();
  await section.getByRole('button', { name: 'Edit' }).click();
  await section.getByLabel('Full name').fill('Someone Else');
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByText('Grace Hopper')).toBeVisible();

  await section.getByRole('button', { name: 'Edit' }).click();
  await section.getByLabel('Full name').fill('');
  await section.getByLabel('Portfolio URL').fill('not a link');
  await section.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required');
  await expect(section.getByLabel('Portfolio URL')).toHaveAccessibleDescription('Please enter a valid URL');

  await section.getByLabel('Full name').fill('Grace B. Hopper');
  await section.getByLabel('Portfolio URL').fill('https://grace.example.com');
  await section.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/grace-hopper');
  await section.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.getByRole('status')).toHaveText('Your personal information has been saved.');

  await page.reload();
  for (const value of [
    'Grace B. Hopper',
    'https://grace.example.com',
    'https://www.linkedin.com/in/grace-hopper',
  ]) {
    await expect(section.getByText(value, { exact: true })).toBeVisible();
  }

  // The onboarding answers change here too, under the wizard's rules and messages.
  const details = page.getByRole('region', { name: 'Application Details' });
  await expect(details.getByText('US Citizen', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Edit' }).click();
  const years = details.getByLabel('Years of experience');
  await expect(years).toHaveValue('7');
  await years.fill('51');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(years).toHaveAccessibleDescription('Years of experience must be a whole number from 0 to 50');
  await years.fill('12');
  await details.getByLabel('Work authorization').selectOption('H-1B Visa');
  await details.getByLabel('Address (optional)').fill('1 Navy Yard, Arlington, VA');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status')).toHaveText('Your application details have been saved.');
  await page.reload();
  for (const value of ['12', 'H-1B Visa', '1 Navy Yard, Arlington, VA']) {
    await expect(details.getByText(value, { exact: true })).toBeVisible();
  }
});

test('the reply address: shown with what it is for, copied, and replaced after confirming', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createOnboardedUser(page, 'reply-address');
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Reply address' });
  await expect(card).toContainText('we put them on the job and forward them to your e-mail.');
  const value = card.getByText(/^[a-z2-7]{16}@reply\.hirerelay\.local$/);
  await expect(value).toBeVisible();
  const old = await value.innerText();

  await card.getByRole('button', { name: 'Copy reply address' }).click();
  await expect(toasts(page).filter({ hasText: 'Reply address copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old);

  // Cancelling keeps the address; confirming gives a new one, the same after a reload.
  await card.getByRole('button', { name: 'Get a new address' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Get a new reply address?' });
  await expect(dialog).toContainText('Mail to your current address will be refused from now on');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(value).toHaveText(old);
  await card.getByRole('button', { name: 'Get a new address' }).click();
  await dialog.getByRole('button', { name: 'Get a new address' }).click();
  await expect(toasts(page).filter({ hasText: 'Your new reply address is ready' })).toBeVisible();
  await expect(card.getByText(old)).toHaveCount(0);
  await expect(value).toBeVisible();
  const rotated = await value.innerText();
  await page.reload();
  await expect(value).toHaveText(rotated);
});
