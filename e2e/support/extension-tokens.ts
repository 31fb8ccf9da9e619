import { expect, type Page } from '@playwright/test';

/** Settings → Browser extension. */
export const extensionTokensCard = (page: Page) => page.getByRole('region', { name: 'Browser extension' });

/** Creates a token in Settings as a person does and returns its secret, read from the one-time panel. */
export async function createTokenInSettings(page: Page, name: string): Promise<string> {
  await page.goto('/dashboard/settings');
  const card = extensionTokensCard(page);
  await card.getByLabel('Token name').fill(name);
  await card.getByRole('button', { name: 'Create token' }).click();
  const created = card.getByRole('region', { name: 'Your new token' });
  await expect(created).toBeVisible();
  const secret = await created.getByRole('textbox', { name: 'Your new token' }).inputValue();
  expect(secret).toMatch(/^hrx_[A-Za-z0-9_-]{43}$/);
  return secret;
}

/** Revokes the named token in Settings, confirming in the dialog. */
export async function revokeTokenInSettings(page: Page, name: string): Promise<void> {
  await page.goto('/dashboard/settings');
  const card = extensionTokensCard(page);
  await card.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke this token?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByRole('row').filter({ hasText: name })).toHaveCount(0);
}
