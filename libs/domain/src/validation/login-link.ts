import { z } from 'zod';
import { zEmailedLinkToken } from './fields.js';

// A stranger's wrong passwords must not keep the owner out. Past the per-account limit of failed
// logins, a login is answered with this (whether or not the password was right, and for unknown
// addresses too) and the owner is e-mailed a one-time sign-in link.
export const MSG_LOGIN_STEP_UP_REQUIRED =
  "For your security, we've emailed you a sign-in link. Open it to sign in.";

// Not in spec: shared by the sign-in link page and identity's refusal.
export const MSG_LOGIN_LINK_INVALID =
  'This sign-in link is invalid, has expired or was already used. Please sign in again to get a new one.';

/** How long an e-mailed sign-in link works. */
export const LOGIN_LINK_TTL_MINUTES = 15;

export const ZLoginLinkPayload = z.object({ token: zEmailedLinkToken(MSG_LOGIN_LINK_INVALID) });
export type TLoginLinkPayload = z.infer<typeof ZLoginLinkPayload>;
