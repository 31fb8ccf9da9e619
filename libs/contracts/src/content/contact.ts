import { z } from 'zod';
import { CONTACT_REASONS, ZContactForm } from '@hirerelay/domain';
import { defineEvent, defineRpc } from '../define.js';

/**
 * A contact-form message is stored by content, and the stored fact travels as an event to
 * notifications, which e-mails it to support. `userId` is set when the sender was signed in.
 */
export const ZContactReceipt = z.object({ id: z.uuid(), receivedAt: z.iso.datetime() });
export type TContactReceipt = z.infer<typeof ZContactReceipt>;

export const SubmitContactMessageRpc = defineRpc(
  'content.contact.submit.v1',
  ZContactForm.extend({ userId: z.uuid().nullable().default(null) }),
  ZContactReceipt,
);

export const ContactMessageReceivedEvent = defineEvent(
  'events.content.contact-message-received.v1',
  z.object({
    messageId: z.uuid(),
    reason: z.enum(CONTACT_REASONS),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    userId: z.uuid().nullable(),
    receivedAt: z.iso.datetime(),
  }),
);
