/** Where the gateway serves the built extension (`GET /api/extension/hirerelay-extension.zip`). */
export const EXTENSION_ZIP_URL = '/api/extension/hirerelay-extension.zip';

/** The store link when one is configured (EXTENSION_STORE_URL), else null: only https addresses. */
export function storeLink(configured: string | undefined): string | null {
  const url = configured?.trim();
  return url && /^https:\/\//i.test(url) ? url : null;
}
