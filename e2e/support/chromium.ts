// Debian's Chromium for every browser test (Playwright's own browser download cannot work here):
// the config's projects and the extension's persistent profile launch it alike.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for this machine: no sandbox as root, no GPU, and none of Chromium's own network chatter. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
