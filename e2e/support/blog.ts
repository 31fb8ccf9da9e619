import { expect, type Page } from '@playwright/test';
import { csrfHeaders } from './accounts.js';

/** Gives the signed-in user a full name (the blog shows it as the author). */
export async function setFullName(page: Page, fullName: string): Promise<void> {
  const headers = await csrfHeaders(page.request);
  const response = await page.request.patch('/api/profile', { headers, data: { fullName, step: 1 } });
  expect(response.ok(), `profile answered ${await response.text()}`).toBe(true);
}
