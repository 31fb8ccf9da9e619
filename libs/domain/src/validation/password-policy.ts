import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { MSG_PASSWORD_TOO_COMMON, MSG_PASSWORD_TOO_SHORT } from './messages.js';

export const PASSWORD_MIN_LENGTH = 10;

// Counted in code points so an emoji or accented letter is one character, as the user sees it.
const characterCount = (value: string): number => Array.from(value).length;

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/** The single message explaining why a password is refused, or null when it is acceptable. */
export function passwordPolicyError(password: string): string | null {
  if (characterCount(password) < PASSWORD_MIN_LENGTH) return MSG_PASSWORD_TOO_SHORT;
  if (isCommonPassword(password)) return MSG_PASSWORD_TOO_COMMON;
  return null;
}

// 00-decisions: one policy for signup, reset and change. Passwords are never trimmed: spaces count.
export const ZPasswordPolicy = z.string({ error: MSG_PASSWORD_TOO_SHORT }).superRefine((password, ctx) => {
  const message = passwordPolicyError(password);
  if (message) ctx.addIssue({ code: 'custom', message });
});
export type TPasswordPolicy = z.infer<typeof ZPasswordPolicy>;

/** Alias of ZPasswordPolicy under the name the project brief uses. */
export const passwordPolicy = ZPasswordPolicy;
