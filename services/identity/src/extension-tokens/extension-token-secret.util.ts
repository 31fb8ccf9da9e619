import { randomBytes } from 'node:crypto';
import { EXTENSION_TOKEN_PATTERN, EXTENSION_TOKEN_PREFIX } from '@hirerelay/contracts';
import { hashOpaqueToken } from '../auth/opaque-token.util.js';

/** A new token: the recognisable prefix and 32 random bytes in base64url. */
export function generateExtensionToken(): string {
  return `${EXTENSION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The stored SHA-256 of a well-formed token; null for anything that cannot be one. */
export function extensionTokenHash(token: string): string | null {
  return EXTENSION_TOKEN_PATTERN.test(token) ? hashOpaqueToken(token) : null;
}

/** last_used_at moves at most this often, so a busy token does not write on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export function lastUseIsDue(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
}
