import { sendTab } from './send-page.js';
import { sendLink } from './send-link.js';
import { resultView, type TResultView } from './send-result.js';
import { readSettings } from './settings.js';

// The service worker: the context menu's two items, "Send this page to HireRelay" on the page (it
// reads the job posting from the tab, as the popup does) and "Send link to HireRelay" on links
// (the link alone: another page cannot be read), each answered with a notification whose click
// opens the result's first link (the job, the subscription page or the options).
const MENU_ID = 'send-link-to-hirerelay';
const PAGE_MENU_ID = 'send-page-to-hirerelay';
const NOTIFICATION_LINKS_KEY = 'notificationLinks';

chrome.runtime.onInstalled.addListener(() => {
  chrome.contextMenus.create({ id: MENU_ID, title: 'Send link to HireRelay', contexts: ['link'] });
  chrome.contextMenus.create({ id: PAGE_MENU_ID, title: 'Send this page to HireRelay', contexts: ['page'] });
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId !== MENU_ID && info.menuItemId !== PAGE_MENU_ID) return;
  void (async () => {
    const settings = await readSettings();
    const outcome =
      info.menuItemId === PAGE_MENU_ID
        ? await sendTab(settings, tab)
        : await sendLink(settings, info.linkUrl);
    await notify(resultView(outcome, settings.server, chrome.runtime.getURL('options.html')));
  })();
});

async function notify(view: TResultView): Promise<void> {
  const id = await chrome.notifications.create({
    type: 'basic',
    iconUrl: chrome.runtime.getURL('icons/icon-128.png'),
    title: view.title,
    message: view.message,
  });
  const href = view.links[0]?.href;
  if (!href) return;
  // Kept in session storage: the worker may be stopped before the notification is clicked.
  const { [NOTIFICATION_LINKS_KEY]: links = {} } = await chrome.storage.session.get(NOTIFICATION_LINKS_KEY);
  await chrome.storage.session.set({ [NOTIFICATION_LINKS_KEY]: { ...(links as object), [id]: href } });
}

chrome.notifications.onClicked.addListener((id) => {
  void (async () => {
    const { [NOTIFICATION_LINKS_KEY]: links = {} } = await chrome.storage.session.get(NOTIFICATION_LINKS_KEY);
    const href = (links as Record<string, string>)[id];
    if (href) await chrome.tabs.create({ url: href });
    chrome.notifications.clear(id);
  })();
});
