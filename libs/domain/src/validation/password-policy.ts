import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accounts/password-limits.js';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { MSG_PASSWORD_TOO_COMMON, MSG_PASSWORD_TOO_LONG, MSG_PASSWORD_TOO_SHORT } from './messages.js';

// Counted in code points so an emoji or accented letter is one character, as the user sees it.
const characterCount = (value: string): number => Array.from(value).length;

/**
 * The form a password is checked, hashed and verified in: NFKC, so the same characters typed on
 * another keyboard or OS (composed or decomposed accents, full-width letters) give the same password.
 */
export const normalizePassword = (password: string): string => password.normalize('NFKC');

export const isPasswordTooLong = (password: string): boolean =>
  characterCount(normalizePassword(password)) > PASSWORD_MAX_LENGTH;

export const isCommonPassword = (password: string): boolean =>
  COMMON_PASSWORDS.has(normalizePassword(password).toLowerCase());

/** The single message explaining why a password is refused, or null when it is acceptable. */
export function passwordPolicyError(password: string): string | null {
  const normalized = normalizePassword(password);
  if (characterCount(normalized) < PASSWORD_MIN_LENGTH) return MSG_PASSWORD_TOO_SHORT;
  if (characterCount(normalized) > PASSWORD_MAX_LENGTH) return MSG_PASSWORD_TOO_LONG;
  if (isCommonPassword(normalized)) return MSG_PASSWORD_TOO_COMMON;
  return null;
}

// One policy for signup, reset and change. Passwords are never trimmed: spaces count.
export const ZPasswordPolicy = z.string({ error: MSG_PASSWORD_TOO_SHORT }).superRefine((password, ctx) => {
  const message = passwordPolicyError(password);
  if (message) ctx.addIssue({ code: 'custom', message });
});
export type TPasswordPolicy = z.infer<typeof ZPasswordPolicy>;

/** Alias of ZPasswordPolicy under the name the project brief uses. */
export const passwordPolicy = ZPasswordPolicy;
