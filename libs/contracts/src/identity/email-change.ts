import { z } from 'zod';
import { ZChangeEmailForm, ZConfirmEmailChangePayload } from '@hirerelay/domain';
import { defineEvent, defineRpc } from '../define.js';

/** `POST /api/account/email-change`: the new address and the current password, which identity verifies. */
export const ZEmailChangeBody = ZChangeEmailForm;

/** `POST /api/account/email-change/confirm`: the token of the link e-mailed to the new address. */
export const ZEmailChangeConfirmBody = ZConfirmEmailChangePayload;

/** What the settings page tells the user: where the link went and until when it works. */
export const ZEmailChangeRequested = z.object({ newEmail: z.string(), expiresAt: z.iso.datetime() });

/** The address the account has now. */
export const ZEmailChangeConfirmed = z.object({ email: z.string() });

/**
 * Asks for a change of the account's e-mail: the current password must match, the new address
 * must differ from the current one and be free. Nothing changes yet: a link goes to the new
 * address (EmailChangeRequestedEvent) and only opening it applies the change. A new request
 * replaces the links of earlier ones.
 */
export const RequestEmailChangeRpc = defineRpc(
  'identity.account.request-email-change.v1',
  ZEmailChangeBody.extend({ userId: z.uuid() }),
  ZEmailChangeRequested,
);

/**
 * Applies the change the token was issued for: single use, 24 hours, the address still free
 * (the unique index on users.email decides a race). Sessions stay as they are.
 */
export const ConfirmEmailChangeRpc = defineRpc(
  'identity.account.confirm-email-change.v1',
  ZEmailChangeConfirmBody,
  ZEmailChangeConfirmed.extend({ userId: z.uuid() }),
);

/**
 * notifications e-mails the link `paths.confirmEmail?token=…` to `newEmail` and a notice without
 * the token to `oldEmail`.
 */
export const EmailChangeRequestedEvent = defineEvent(
  'events.identity.email-change-requested.v1',
  z.object({
    userId: z.uuid(),
    oldEmail: z.string(),
    newEmail: z.string(),
    token: z.string().min(32),
    expiresAt: z.iso.datetime(),
  }),
);
