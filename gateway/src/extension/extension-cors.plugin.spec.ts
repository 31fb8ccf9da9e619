import { describe, expect, it } from 'vitest';
import { isExtensionOrigin } from './extension-cors.plugin.js';

describe('isExtensionOrigin', () => {
  it("accepts a Chrome extension's origin only", () => {
    expect(isExtensionOrigin('chrome-extension://abcdefghijklmnopabcdefghijklmnop')).toBe(true);
    expect(isExtensionOrigin(undefined)).toBe(false);
    expect(isExtensionOrigin('https://example.com')).toBe(false);
    expect(isExtensionOrigin('null')).toBe(false);
    expect(isExtensionOrigin('chrome-extension://abcdefghijklmnopabcdefghijklmnoz')).toBe(false);
    expect(isExtensionOrigin('chrome-extension://abcdefghijklmnopabcdefghijklmnop.evil.com')).toBe(false);
    expect(isExtensionOrigin('chrome-extension://abcdefghijklmnopabcdefghijklmnop/')).toBe(false);
  });
});
