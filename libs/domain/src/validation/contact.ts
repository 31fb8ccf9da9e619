import { z } from 'zod';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, requiredText, ZEmail } from './fields.js';
import { MSG_CONTACT_REASON_REQUIRED, MSG_MESSAGE_REQUIRED, MSG_NAME_REQUIRED } from './messages.js';

export const CONTACT_REASONS = ['general', 'support', 'billing', 'partnership', 'feedback', 'other'] as const;
export const ZContactReason = z.enum(CONTACT_REASONS, { error: MSG_CONTACT_REASON_REQUIRED });
export type TContactReason = z.infer<typeof ZContactReason>;

// The form and the stored/e-mailed payload are the same shape.
export const ZContactForm = z.object({
  reason: ZContactReason,
  name: requiredText(MSG_NAME_REQUIRED, MAX_NAME_LENGTH),
  email: ZEmail,
  message: requiredText(MSG_MESSAGE_REQUIRED, MAX_MESSAGE_LENGTH, 'multi-line'),
});
export type TContactForm = z.infer<typeof ZContactForm>;
