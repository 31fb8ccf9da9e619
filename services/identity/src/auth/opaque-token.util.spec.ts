import { describe, expect, it } from 'vitest';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token.util.js';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const token = generateOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('differ every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateOpaqueToken));
    expect(tokens.size).toBe(200);
  });

  it('are stored as their SHA-256 in hex, never as themselves', () => {
    expect(hashOpaqueToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = generateOpaqueToken();
    expect(hashOpaqueToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(token)).toBe(hashOpaqueToken(token));
    expect(hashOpaqueToken(token)).not.toContain(token);
  });
});
