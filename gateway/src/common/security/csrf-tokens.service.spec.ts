import { describe, expect, it } from 'vitest';
import { csrfCookieName, CsrfTokens } from './csrf-tokens.service.js';

const SECRET = 'a-jwt-secret-of-at-least-32-characters';
const tokens = new CsrfTokens(SECRET);
const SESSION_A = '8b0c7c2e-5b1d-4a55-9d0e-1f7e6f9b2a01';
const SESSION_B = '3f2d1c0b-9a8e-4d7c-8b6a-5f4e3d2c1b0a';

describe('CSRF tokens', () => {
  it('accepts a token for the session it was issued for', () => {
    expect(tokens.isValid(tokens.issue(SESSION_A), SESSION_A)).toBe(true);
    expect(tokens.isValid(tokens.issue(null), null)).toBe(true);
  });

  it('refuses it for another session, for no session, and a signed-out token for a session', () => {
    const forA = tokens.issue(SESSION_A);
    expect(tokens.isValid(forA, SESSION_B)).toBe(false);
    expect(tokens.isValid(forA, null)).toBe(false);
    expect(tokens.isValid(tokens.issue(null), SESSION_A)).toBe(false);
  });

  it('issues a fresh token each time, none of which another secret would accept', () => {
    const first = tokens.issue(SESSION_A);
    expect(tokens.issue(SESSION_A)).not.toBe(first);
    expect(new CsrfTokens(`${SECRET}-rotated`).isValid(first, SESSION_A)).toBe(false);
  });

  it('refuses tampered and malformed tokens', () => {
    const [nonce, mac] = tokens.issue(SESSION_A).split('.') as [string, string];
    expect(tokens.isValid(`${nonce}x.${mac}`, SESSION_A)).toBe(false);
    expect(tokens.isValid(`${nonce}.${mac.slice(0, -2)}AA`, SESSION_A)).toBe(false);
    expect(tokens.isValid(`${nonce}.${mac}.extra`, SESSION_A)).toBe(false);
    for (const junk of ['', '.', 'no-dot-at-all', `.${mac}`, `${nonce}.`]) {
      expect(tokens.isValid(junk, SESSION_A)).toBe(false);
    }
  });

  it('never uses the JWT secret itself as the key (a token is not an HMAC under it)', async () => {
    const { createHmac } = await import('node:crypto');
    const [nonce, mac] = tokens.issue(SESSION_A).split('.') as [string, string];
    expect(createHmac('sha256', SECRET).update(`${nonce}.${SESSION_A}`).digest('base64url')).not.toBe(mac);
  });

  it('names the cookie __Host-csrf when cookies are secure', () => {
    expect(csrfCookieName(true)).toBe('__Host-csrf');
    expect(csrfCookieName(false)).toBe('csrf');
  });
});
