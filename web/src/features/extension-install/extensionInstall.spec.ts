import { describe, expect, it } from 'vitest';
import { storeLink } from './extensionInstall';

describe('storeLink', () => {
  it('is the configured https address, or nothing', () => {
    expect(storeLink('https://chromewebstore.google.com/detail/hirerelay/abc')).toBe(
      'https://chromewebstore.google.com/detail/hirerelay/abc',
    );
    expect(storeLink('')).toBeNull();
    expect(storeLink(undefined)).toBeNull();
    expect(storeLink('javascript:alert(1)')).toBeNull();
  });
});
