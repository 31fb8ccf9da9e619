import { z } from 'zod';
import { ZCurrentPassword } from './auth.js';
import { ZEmail, zEmailedLinkToken } from './fields.js';

// An e-mail change is confirmed by a link sent to the new address. Shared by the confirmation page
// and identity's refusal.
export const MSG_EMAIL_CHANGE_LINK_INVALID = 'This email confirmation link is invalid or has expired.';

/** How long the link e-mailed to the new address works: 24 hours. */
export const EMAIL_CHANGE_LINK_TTL_HOURS = 24;

/** Settings' "Change Email" form, and the body of `POST /api/account/email-change`. */
export const ZChangeEmailForm = z.object({ newEmail: ZEmail, currentPassword: ZCurrentPassword });
export type TChangeEmailForm = z.infer<typeof ZChangeEmailForm>;

export const ZConfirmEmailChangePayload = z.object({
  token: zEmailedLinkToken(MSG_EMAIL_CHANGE_LINK_INVALID),
});
export type TConfirmEmailChangePayload = z.infer<typeof ZConfirmEmailChangePayload>;
