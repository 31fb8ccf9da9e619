import { describe, expect, it } from 'vitest';
import { acceptCookies, COOKIE_CONSENT_KEY, hasAcceptedCookies } from './cookieConsentStorage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    items,
  };
}

describe('cookie consent storage', () => {
  it('is not accepted until the visitor accepts, then stores cookieConsent=accepted', () => {
    const storage = memoryStorage();
    expect(hasAcceptedCookies(storage)).toBe(false);
    acceptCookies(storage);
    expect(storage.items.get(COOKIE_CONSENT_KEY)).toBe('accepted');
    expect(hasAcceptedCookies(storage)).toBe(true);
  });

  it('treats storage that throws as not accepted, and accepting does not throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(hasAcceptedCookies(broken)).toBe(false);
    expect(() => {
      acceptCookies(broken);
    }).not.toThrow();
  });
});
