// How long a password may be. No zod here (the SPA's password forms show the minimum before their
// rules load); the policy and its schema are in validation/password-policy.ts.

export const PASSWORD_MIN_LENGTH = 10;
/**
 * Long enough for any passphrase or manager-generated password, short enough that hashing stays
 * cheap. Login and the current-password field accept the same maximum, so every password the
 * policy lets through can be typed back.
 */
export const PASSWORD_MAX_LENGTH = 256;
