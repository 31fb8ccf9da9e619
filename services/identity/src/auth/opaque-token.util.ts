import { createHash, randomBytes } from 'node:crypto';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** A fresh secret for a refresh token or a reset link: 32 random bytes, base64url (43 chars). */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored instead of the token. The token is 256 random bits, so a fast unsalted hash is
 * enough: nobody can guess a pre-image, and a leaked table yields no usable token.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
