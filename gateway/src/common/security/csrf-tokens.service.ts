// Ours, weighed against `@fastify/csrf-protection` and kept: that plugin keeps a secret in a cookie
// of its own and takes the token from a body field or any of four headers, and refuses in its own
// hook with its own error. Ours is stateless (a key derived from JWT_SECRET, bound to the session
// id), read from `X-CSRF-Token` only, and its refusal re-issues a cookie that fits the session with
// the spec's message (CsrfGuard), behaviour the gateway's integration tests pin.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Over TLS the cookie carries the `__Host-` prefix: browsers then accept it only with Secure,
 * Path=/ and no Domain, so a sibling subdomain cannot plant a token of its choosing.
 */
export const csrfCookieName = (secure: boolean): string => (secure ? '__Host-csrf' : 'csrf');

/**
 * CSRF tokens bound to the session: `<nonce>.<HMAC(nonce, session id)>`, the session id being the
 * one in the access cookie, or none for a visitor who is not signed in. A token therefore works
 * only with the session it was issued for: one obtained with another session (or planted before
 * sign-in) is refused. The key is derived from JWT_SECRET under its own label, so it is never the
 * key that signs access tokens, and rotating JWT_SECRET ends both (the guard re-issues tokens).
 */
export class CsrfTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('hirerelay csrf token v1').digest();
  }

  issue(sessionId: string | null): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.mac(nonce, sessionId)}`;
  }

  isValid(token: string, sessionId: string | null): boolean {
    const [nonce, mac, extra] = token.split('.');
    if (!nonce || !mac || extra !== undefined) return false;
    return sameSecret(mac, this.mac(nonce, sessionId));
  }

  private mac(nonce: string, sessionId: string | null): string {
    return createHmac('sha256', this.key)
      .update(`${nonce}.${sessionId ?? ''}`)
      .digest('base64url');
  }
}

/** Constant-time equality for two tokens (never true for short ones). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length >= 16 && timingSafeEqual(left, right);
}
