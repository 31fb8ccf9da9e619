import { parseServerAddress } from './server-address.js';

/** The site's own address, given at build time (`http://localhost:8080` for a local build). */
declare const __DEFAULT_SERVER__: string;
export const DEFAULT_SERVER: string = __DEFAULT_SERVER__;

export interface TExtensionSettings {
  server: string;
  token: string;
}

/**
 * The server address and the token live in `chrome.storage.local`: extension storage, which web
 * pages cannot read (the extension has no content scripts, so nothing of it runs in a page).
 */
export async function readSettings(): Promise<TExtensionSettings> {
  const stored = await chrome.storage.local.get(['server', 'token']);
  const server = typeof stored.server === 'string' ? parseServerAddress(stored.server) : null;
  return {
    server: server?.ok ? server.origin : DEFAULT_SERVER,
    token: typeof stored.token === 'string' ? stored.token : '',
  };
}

export function saveSettings(settings: TExtensionSettings): Promise<void> {
  return chrome.storage.local.set(settings);
}
