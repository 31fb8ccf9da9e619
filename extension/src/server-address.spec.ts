import { describe, expect, it } from 'vitest';
import { isSendableUrl, parseServerAddress, ServerAddressMessages } from './server-address.js';

describe('parseServerAddress', () => {
  it('keeps the origin of an https address, or a local http one', () => {
    expect(parseServerAddress(' https://hirerelay.com/ ')).toEqual({
      ok: true,
      origin: 'https://hirerelay.com',
    });
    expect(parseServerAddress('https://app.example.com:8443')).toEqual({
      ok: true,
      origin: 'https://app.example.com:8443',
    });
    expect(parseServerAddress('http://localhost:8080')).toEqual({
      ok: true,
      origin: 'http://localhost:8080',
    });
    expect(parseServerAddress('http://127.0.0.1:8080/')).toEqual({
      ok: true,
      origin: 'http://127.0.0.1:8080',
    });
  });

  it('refuses plain http elsewhere, since the token travels with every request', () => {
    expect(parseServerAddress('http://hirerelay.com')).toEqual({
      ok: false,
      message: ServerAddressMessages.httpsRequired,
    });
  });

  it('refuses blanks, other schemes, paths, queries and credentials', () => {
    expect(parseServerAddress('  ')).toEqual({ ok: false, message: ServerAddressMessages.required });
    for (const input of [
      'hirerelay.com',
      'ftp://hirerelay.com',
      'javascript:alert(1)',
      'https://hirerelay.com/app',
      'https://hirerelay.com/?a=1',
      'https://user:pw@hirerelay.com',
    ]) {
      expect(parseServerAddress(input)).toEqual({ ok: false, message: ServerAddressMessages.invalid });
    }
  });
});

describe('isSendableUrl', () => {
  it('accepts web pages only', () => {
    expect(isSendableUrl('https://www.linkedin.com/jobs/view/123')).toBe(true);
    expect(isSendableUrl('http://127.0.0.1:8093/jobs/greenhouse')).toBe(true);
    for (const url of [
      undefined,
      '',
      'chrome://extensions',
      'file:///tmp/a.html',
      'chrome-extension://x/popup.html',
    ]) {
      expect(isSendableUrl(url)).toBe(false);
    }
  });
});
