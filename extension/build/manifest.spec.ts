import { describe, expect, it } from 'vitest';
import { defaultServerAddress, extensionManifest, LOCAL_SERVER } from './manifest.mjs';

describe('the extension build', () => {
  it("defaults to the site's own address, the local gateway without one", () => {
    expect(defaultServerAddress({})).toBe(LOCAL_SERVER);
    expect(defaultServerAddress({ APP_BASE_URL: 'https://hirerelay.com/' })).toBe('https://hirerelay.com');
    expect(
      defaultServerAddress({
        APP_BASE_URL: 'https://hirerelay.com',
        EXTENSION_SERVER_URL: 'https://x.example:8443/a',
      }),
    ).toBe('https://x.example:8443');
    expect(() => defaultServerAddress({ APP_BASE_URL: 'ftp://hirerelay.com' })).toThrow();
  });

  it('reads the tab on click only: activeTab and scripting, no host permission, no content script', () => {
    const manifest = extensionManifest({ version: '1.2.3' });
    expect(manifest).toMatchObject({ manifest_version: 3, version: '1.2.3' });
    expect(manifest.permissions).toEqual([
      'activeTab',
      'contextMenus',
      'notifications',
      'scripting',
      'storage',
    ]);
    expect(manifest).not.toHaveProperty('optional_host_permissions');
    expect(manifest).not.toHaveProperty('host_permissions');
    expect(manifest).not.toHaveProperty('content_scripts');
  });
});
