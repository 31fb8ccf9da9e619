import type { TPageDetails } from '@hirerelay/contracts';
import { isSendableUrl } from './server-address.js';
import type { TSendOutcome } from './send-result.js';
import type { TExtensionSettings } from './settings.js';

/**
 * The extension's one call: the link and, when the tab was read, what it says about the job
 * (`ZExtensionImportBody`), with the token as the only credential (no cookies).
 */
export async function sendLink(
  settings: TExtensionSettings,
  url: string | undefined,
  page?: TPageDetails,
): Promise<TSendOutcome> {
  if (!isSendableUrl(url)) return { kind: 'not-a-page' };
  if (settings.token.trim() === '') return { kind: 'no-token' };
  let response: Response;
  try {
    response = await fetch(`${settings.server}/api/extension/jobs`, {
      method: 'POST',
      credentials: 'omit',
      headers: { authorization: `Bearer ${settings.token.trim()}`, 'content-type': 'application/json' },
      body: JSON.stringify(page ? { url, page } : { url }),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const body: unknown = await response.json().catch(() => null);
  return { kind: 'answered', status: response.status, body };
}
