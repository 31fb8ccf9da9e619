import type { TPageDetails } from '@hirerelay/contracts';
import { isSendableUrl } from './server-address.js';
import type { TSendOutcome } from './send-result.js';
import type { TExtensionSettings } from './settings.js';

/** The pause before the one retry of a send whose outcome is unknown. */
export const RETRY_PAUSE_MS = 500;

/**
 * The extension's one call: the link and, when the tab was read, what it says about the job
 * (`ZExtensionImportBody`), with the token as the only credential (no cookies). Each call is one
 * submission with its own `Idempotency-Key`: after a lost connection or a server fault it is sent
 * once more with the same key, so the server saves the job once however the first send ended.
 */
export async function sendLink(
  settings: TExtensionSettings,
  url: string | undefined,
  page?: TPageDetails,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<TSendOutcome> {
  if (!isSendableUrl(url)) return { kind: 'not-a-page' };
  if (settings.token.trim() === '') return { kind: 'no-token' };
  const send = async (): Promise<TSendOutcome> => {
    let response: Response;
    try {
      response = await fetch(`${settings.server}/api/extension/jobs`, {
        method: 'POST',
        credentials: 'omit',
        headers: {
          authorization: `Bearer ${settings.token.trim()}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(page ? { url, page } : { url }),
      });
    } catch {
      return { kind: 'unreachable' };
    }
    const body: unknown = await response.json().catch(() => null);
    return { kind: 'answered', status: response.status, body };
  };
  const first = await send();
  if (first.kind === 'answered' && first.status < 500) return first;
  await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  return send();
}
