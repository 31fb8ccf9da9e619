import { EXTENSION_TOKEN_PATTERN } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../auth/opaque-token.util.js';
import {
  extensionTokenHash,
  generateExtensionToken,
  lastUseIsDue,
  LAST_USED_RESOLUTION_MS,
} from './extension-token-secret.util.js';

describe('extension token secrets', () => {
  it('are the prefix and 43 base64url characters (32 bytes), different each time', () => {
    const [a, b] = [generateExtensionToken(), generateExtensionToken()];
    expect(a).toMatch(EXTENSION_TOKEN_PATTERN);
    expect(a.length).toBe(47);
    expect(a).not.toBe(b);
  });

  it('hash to their SHA-256; anything malformed hashes to nothing', () => {
    const token = generateExtensionToken();
    expect(extensionTokenHash(token)).toBe(hashOpaqueToken(token));
    expect(extensionTokenHash(token.slice(4))).toBeNull();
    expect(extensionTokenHash(`${token}x`)).toBeNull();
    expect(extensionTokenHash(`hrx_${'!'.repeat(43)}`)).toBeNull();
    expect(extensionTokenHash('')).toBeNull();
  });

  it('record a use when none was recorded or the last is a minute old', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    expect(lastUseIsDue(null, now)).toBe(true);
    expect(lastUseIsDue(new Date(now.getTime() - LAST_USED_RESOLUTION_MS + 1), now)).toBe(false);
    expect(lastUseIsDue(new Date(now.getTime() - LAST_USED_RESOLUTION_MS), now)).toBe(true);
  });
});
