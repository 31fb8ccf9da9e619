import type { Locator, Page } from '@playwright/test';

/** The toast area (sonner's live region, named "Notifications"). */
export const toastArea = (page: Page): Locator => page.getByRole('region', { name: /^Notifications/ });

/** Every toast in the area, shown or waiting behind the ones shown. */
export const toasts = (page: Page): Locator => toastArea(page).locator('[data-sonner-toast]');

/**
 * The toasts on screen: sonner keeps the ones past its limit in the list, transparent, until a
 * shown one goes.
 */
export const shownToasts = (page: Page): Locator =>
  toastArea(page).locator('[data-sonner-toast][data-visible="true"]');
