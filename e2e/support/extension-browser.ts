import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/** The built extension (`npm run build` writes it). */
export const UNPACKED_EXTENSION = fileURLToPath(new URL('../../extension/dist/unpacked', import.meta.url));

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  /** The extension's own page, e.g. `options.html`. */
  pageUrl: (file: string) => string;
  /**
   * Clicks the extension's toolbar button on the tab showing `tabUrl`, as a person does (CDP
   * `Extensions.triggerAction`, which also grants activeTab), and returns the popup's result once
   * it is final (the result region no longer busy).
   */
  clickAction: (tabUrl: string) => Promise<PopupView>;
  close: () => Promise<void>;
}

export interface PopupView {
  /** False while the popup is still sending (or not loaded yet). */
  settled: boolean;
  text: string;
  links: { text: string; href: string }[];
}

/**
 * Debian's Chromium with the built extension loaded: a persistent profile (extensions do not run in
 * Playwright's throwaway contexts), Chromium's new headless mode, and the flag that lets the
 * DevTools protocol press the extension's button (`--enable-unsafe-extension-debugging`, over the
 * pipe Playwright uses).
 */
export async function launchWithExtension(baseURL: string): Promise<ExtensionBrowser> {
  if (!existsSync(path.join(UNPACKED_EXTENSION, 'manifest.json'))) {
    throw new Error(`No built extension in ${UNPACKED_EXTENSION}: run npm run build first.`);
  }
  const profile = await mkdtemp(path.join(tmpdir(), 'hr-extension-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    channel: 'chromium',
    headless: true,
    baseURL,
    args: [
      ...CHROMIUM_ARGS,
      '--enable-unsafe-extension-debugging',
      `--disable-extensions-except=${UNPACKED_EXTENSION}`,
      `--load-extension=${UNPACKED_EXTENSION}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const browser = context.browser();
  if (!browser) throw new Error('The persistent context has no browser to open a CDP session on.');
  const cdp = await browser.newBrowserCDPSession();

  const clickAction = async (tabUrl: string): Promise<PopupView> => {
    const { targetInfos: tabs } = await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] });
    const tab = tabs.find((target) => target.url === tabUrl);
    if (!tab) throw new Error(`No tab shows ${tabUrl}: ${tabs.map((target) => target.url).join(', ')}`);
    await cdp.send('Extensions.triggerAction' as never, { id: extensionId, targetId: tab.targetId } as never);
    const popupUrl = `chrome-extension://${extensionId}/popup.html`;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { targetInfos } = await cdp.send('Target.getTargets');
      const popup = targetInfos.find((target) => target.url === popupUrl);
      if (popup) {
        const view = await readPopup(cdp, popup.targetId);
        if (view.settled) {
          await cdp.send('Target.closeTarget', { targetId: popup.targetId });
          return view;
        }
      }
      if (Date.now() > deadline)
        throw new Error(`The popup did not settle; last seen: ${JSON.stringify(popup)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  return {
    context,
    extensionId,
    pageUrl: (file) => `chrome-extension://${extensionId}/${file}`,
    clickAction,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

let messageId = 0;

/**
 * The popup's text and links. Playwright does not attach to an extension's popup, so it is read
 * through a CDP session of its own (the protocol's message-passing attach).
 */
async function readPopup(cdp: CDPSession, targetId: string): Promise<PopupView> {
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
  try {
    messageId += 1;
    const id = messageId;
    const answer = new Promise<string>((resolve) => {
      const onMessage = (event: { sessionId?: string; message: string }) => {
        if (event.sessionId !== sessionId || (JSON.parse(event.message) as { id?: number }).id !== id) return;
        cdp.off('Target.receivedMessageFromTarget', onMessage);
        resolve(event.message);
      };
      cdp.on('Target.receivedMessageFromTarget', onMessage);
    });
    const expression = `JSON.stringify({
      settled: document.getElementById('result')?.getAttribute('aria-busy') === 'false',
      text: document.getElementById('result')?.innerText ?? '',
      links: [...document.querySelectorAll('#result a')].map((a) => ({ text: a.textContent, href: a.href })),
    })`;
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({
        id,
        method: 'Runtime.evaluate',
        params: { expression, returnByValue: true },
      }),
    });
    const reply = JSON.parse(await answer) as { result?: { result?: { value?: string } } };
    return JSON.parse(reply.result?.result?.value ?? '{"settled":false,"text":"","links":[]}') as PopupView;
  } finally {
    await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
  }
}
