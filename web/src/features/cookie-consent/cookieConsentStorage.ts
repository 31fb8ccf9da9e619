/** The browser-storage key the spec names for the cookie choice (kept as `cookieConsent`). */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
const COOKIE_CONSENT_ACCEPTED = 'accepted';

/** Storage can throw (privacy modes, disabled storage): treat that as "not accepted yet". */
export function hasAcceptedCookies(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): boolean {
  try {
    return storage?.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

export function acceptCookies(storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED);
  } catch {
    // The banner still hides for this visit; it may show again next time.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
