import { PAGE_DETAILS_LIMITS, type TPageDetails } from '@hirerelay/contracts';
import { readJobPage, shapePageDetails } from './page-reading.js';
import { sendLink } from './send-link.js';
import type { TSendOutcome } from './send-result.js';
import { isSendableUrl } from './server-address.js';
import type { TExtensionSettings } from './settings.js';

/**
 * Reads the job posting from the tab the person clicked on (activeTab + scripting: the grant lasts
 * while that tab shows the page), trimmed to what the server takes. Undefined when the tab cannot
 * be read (the browser's own pages, the web store, a page that closed or moved on): the link then
 * goes alone.
 */
export async function readTabDetails(tab: chrome.tabs.Tab | undefined): Promise<TPageDetails | undefined> {
  if (tab?.id === undefined || !isSendableUrl(tab.url)) return undefined;
  try {
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      func: readJobPage,
      args: [PAGE_DETAILS_LIMITS],
    });
    return shapePageDetails(injection?.result, tab.url);
  } catch {
    return undefined;
  }
}

/** The server refused what was read from the page (not the link): a 400 on a `page` field. */
export function refusedThePage(outcome: TSendOutcome): boolean {
  if (outcome.kind !== 'answered' || outcome.status !== 400) return false;
  const body = outcome.body as { error?: { fields?: Record<string, unknown> } } | null;
  return Object.keys(body?.error?.fields ?? {}).some(
    (field) => field === 'page' || field.startsWith('page.'),
  );
}

/**
 * Sends the tab's address with what it says about the job. Should the server refuse the page's
 * details (another version's limits), the link is sent again alone: a link is never lost for them.
 */
export async function sendTab(
  settings: TExtensionSettings,
  tab: chrome.tabs.Tab | undefined,
): Promise<TSendOutcome> {
  const url = tab?.url;
  if (!isSendableUrl(url) || settings.token.trim() === '') return sendLink(settings, url);
  const page = await readTabDetails(tab);
  const outcome = await sendLink(settings, url, page);
  return page && refusedThePage(outcome) ? sendLink(settings, url) : outcome;
}
