// @ts-check
/** The address a local build talks to: the gateway of `npm start`. */
export const LOCAL_SERVER = 'http://localhost:8080';

/**
 * The server address built into the extension as its default: the site's own address
 * (EXTENSION_SERVER_URL, else APP_BASE_URL, the address the site's e-mails use), else the local
 * gateway. Only the origin is kept; anything that is not an http(s) address stops the build.
 * @param {Record<string, string | undefined>} env
 */
export function defaultServerAddress(env) {
  const configured = env.EXTENSION_SERVER_URL || env.APP_BASE_URL;
  if (!configured) return LOCAL_SERVER;
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`The extension's server address must be http(s): ${configured}`);
  }
  return url.origin;
}

const ICONS = {
  16: 'icons/icon-16.png',
  32: 'icons/icon-32.png',
  48: 'icons/icon-48.png',
  128: 'icons/icon-128.png',
};

/**
 * Manifest V3 with the least it needs: activeTab (the page in front, when the person clicks the
 * button or the page's menu item), scripting (to read that one tab's job posting then, with
 * `chrome.scripting.executeScript`), contextMenus, notifications (the context menu's result) and
 * storage (server and token). No host permissions and no content scripts: the server answers the
 * extension with CORS, and the extension's code runs in a page only when the person clicks, in
 * the tab they clicked on.
 * @param {{ version: string }} options
 */
export function extensionManifest({ version }) {
  return {
    manifest_version: 3,
    name: 'HireRelay',
    description: 'Send job pages to HireRelay in one click.',
    version,
    minimum_chrome_version: '120',
    action: {
      default_popup: 'popup.html',
      default_title: 'Send this page to HireRelay',
      default_icon: ICONS,
    },
    icons: ICONS,
    background: { service_worker: 'background.js', type: 'module' },
    options_ui: { page: 'options.html', open_in_tab: true },
    permissions: ['activeTab', 'contextMenus', 'notifications', 'scripting', 'storage'],
  };
}
